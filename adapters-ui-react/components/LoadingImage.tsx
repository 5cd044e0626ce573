import { useEffect, useRef, useState } from 'react';
import { imageLoadTransition, type ImageLoadState } from '../../domain/media/imageLoad';
import { IMAGE_TEXTS } from '../../domain/errors/genericMessages';

interface LoadingImageProps {
  /** Missing (empty) shows 'Нет фото'. */
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

/** An image with its load states: a placeholder while loading, alt 'Ошибка!' on error, 'Нет фото' when missing (spec §4 Image load, §8 Other). */
export function LoadingImage({ src, alt, width, height }: LoadingImageProps) {
  const [state, setState] = useState<ImageLoadState>('loading');
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    setState(imageLoadTransition('loading', 'sourceChanged'));
    // An image loaded before hydration fires no load event any more.
    const el = img.current;
    if (el?.complete) setState((s) => imageLoadTransition(s, el.naturalWidth > 0 ? 'load' : 'error'));
  }, [src]);
  if (!src)
    return (
      <span className="picture picture--missing" style={{ width, height }}>
        {IMAGE_TEXTS.noPhoto}
      </span>
    );
  return (
    <span className={`picture picture--${state}`} style={{ width, height }} data-state={state}>
      <img
        ref={img}
        src={src}
        alt={state === 'error' ? IMAGE_TEXTS.errorAlt : alt}
        width={width}
        height={height}
        loading="lazy"
        onLoad={() => setState((s) => imageLoadTransition(s, 'load'))}
        onError={() => setState((s) => imageLoadTransition(s, 'error'))}
      />
    </span>
  );
}
