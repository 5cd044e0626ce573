import { useId, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { bodyError, ratingError } from '../../domain/reviews/reviews';
import { validationMessage } from '../../domain/validation/messages';
import { loadsWishlist } from '../../domain/wishlist/wishlist';
import { useSignIn } from '../auth/useSignIn';
import { useServices, useShell } from '../shopContext';
import { PhotoPicker, usePhotoUploads } from './PhotoPicker';
import * as E from 'fp-ts/Either';

const TEXTS = {
  review: {
    title: 'Оставить отзыв',
    body: 'Текст отзыва',
    submit: 'Отправить отзыв',
    done: 'Спасибо! Ваш отзыв опубликован.',
    signIn: 'Чтобы оставить отзыв, войдите.',
  },
  question: {
    title: 'Задать вопрос',
    body: 'Ваш вопрос',
    submit: 'Задать вопрос',
    done: 'Спасибо! Мы ответим на ваш вопрос в ближайшее время.',
    signIn: 'Чтобы задать вопрос, войдите.',
  },
} as const;

/** The review or question form (spec §7 POST reviews/questions: body, author, isAnonymous, photoIds); signed-in customers only. */
export function PostForm({ productId, kind }: { readonly productId: string; readonly kind: 'review' | 'question' }) {
  const id = useId();
  const user = useShell()?.user;
  const { reviews } = useServices();
  const { vm: signIn } = useSignIn();
  const revalidator = useRevalidator();
  const [rating, setRating] = useState<number | null>(null);
  const [body, setBody] = useState('');
  const [author, setAuthor] = useState(user?.username ?? '');
  const [isAnonymous, setAnonymous] = useState(false);
  const [errors, setErrors] = useState<{ rating?: string; body?: string; form?: string }>({});
  const [done, setDone] = useState(false);
  const photos = usePhotoUploads(reviews);
  const texts = TEXTS[kind];

  if (!loadsWishlist(user)) {
    return (
      <section className="post-form" aria-label={texts.title}>
        <p>{texts.signIn}</p>
        <button type="button" className="button" onClick={signIn.open}>
          Войти
        </button>
      </section>
    );
  }
  if (done)
    return (
      <p className="notice" role="status">
        {texts.done}
      </p>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ratingProblem = kind === 'review' ? ratingError(rating) : null;
    const bodyProblem = bodyError(body);
    setErrors({ ...(ratingProblem ? { rating: validationMessage(ratingProblem) } : {}), ...(bodyProblem ? { body: validationMessage(bodyProblem) } : {}) });
    if (ratingProblem || bodyProblem || !reviews) return;
    if (photos.busy) return setErrors({ form: 'Дождитесь, пока загрузятся фото.' });
    const post = { body, author, isAnonymous, photoIds: photos.photoIds };
    const answer = kind === 'review' ? await reviews.postReview(productId, { ...post, rating: rating! }) : await reviews.postQuestion(productId, post);
    if (E.isLeft(answer)) return setErrors({ form: answer.left.message });
    setDone(true);
    await revalidator.revalidate();
  };

  return (
    <form className="post-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{texts.title}</h2>
      {kind === 'review' && (
        <fieldset className="post-form__rating" aria-describedby={errors.rating ? `${id}-rating` : undefined}>
          <legend>Оценка</legend>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n}>
              <input type="radio" name={`${id}-rating`} value={n} checked={rating === n} onChange={() => setRating(n)} />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{n} из 5</span>
            </label>
          ))}
          {errors.rating && (
            <p id={`${id}-rating`} className="field-error" role="alert">
              {errors.rating}
            </p>
          )}
        </fieldset>
      )}
      <label htmlFor={`${id}-body`}>{texts.body}</label>
      <textarea
        id={`${id}-body`}
        rows={4}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        aria-invalid={Boolean(errors.body)}
        aria-describedby={errors.body ? `${id}-body-error` : undefined}
      />
      {errors.body && (
        <p id={`${id}-body-error`} className="field-error" role="alert">
          {errors.body}
        </p>
      )}
      <label htmlFor={`${id}-author`}>Имя</label>
      <input id={`${id}-author`} value={author} maxLength={124} onChange={(e) => setAuthor(e.target.value)} disabled={isAnonymous} />
      <label className="post-form__check">
        <input type="checkbox" checked={isAnonymous} onChange={(e) => setAnonymous(e.target.checked)} /> Оставить анонимно
      </label>
      <PhotoPicker photos={photos} />
      {errors.form && (
        <p className="field-error" role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className="button button--primary">
        {texts.submit}
      </button>
    </form>
  );
}
