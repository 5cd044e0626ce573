// @vitest-environment jsdom
import * as E from 'fp-ts/Either';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReviewsApi } from '../../application/reviews/reviewsApi';
import { PhotoPicker, usePhotoUploads } from './PhotoPicker';

function Picker({ api }: { readonly api: Pick<ReviewsApi, 'uploadPhoto'> }) {
  const photos = usePhotoUploads(api);
  return (
    <>
      <PhotoPicker photos={photos} />
      <span data-testid="ids">{photos.photoIds.join(',')}</span>
    </>
  );
}

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
const choose = (files: File[]) => fireEvent.change(screen.getByLabelText('Добавить фото'), { target: { files } });

describe('the photo picker of the review form', () => {
  beforeEach(() => {
    let n = 0;
    URL.createObjectURL = vi.fn(() => `blob:preview-${n++}`);
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(cleanup);

  it('uploads each chosen photo, shows the refused one with its reason, and sends only the uploaded ids', async () => {
    const api = {
      uploadPhoto: vi.fn(async (photo: { name: string }) =>
        photo.name === 'bad.jpg'
          ? E.left({ status: 400, message: 'Можно загрузить только фото в формате JPEG, PNG или WebP.' })
          : E.right({ photoId: `id-${photo.name}`, url: '/media/reviews/x' }),
      ),
    };
    render(<Picker api={api} />);
    await act(async () => choose([file('a.jpg'), file('bad.jpg')]));
    expect(screen.getByRole('alert').textContent).toBe('Можно загрузить только фото в формате JPEG, PNG или WebP.');
    expect(screen.getByTestId('ids').textContent).toBe('id-a.jpg');
    expect(screen.getByRole('img', { name: 'Фото 1: a.jpg' }).getAttribute('src')).toBe('blob:preview-0');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Удалить фото 1' })));
    expect(screen.getByTestId('ids').textContent).toBe('');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-0');
  });

  it('takes five photos at most: the rest are not sent, and the input gives way to the limit text until one is removed', async () => {
    const api = { uploadPhoto: vi.fn(async (photo: { name: string }) => E.right({ photoId: photo.name, url: '' })) };
    render(<Picker api={api} />);
    await act(async () => choose(['1', '2', '3', '4', '5', '6'].map((n) => file(`${n}.jpg`))));
    expect(api.uploadPhoto).toHaveBeenCalledTimes(5);
    expect(screen.getByTestId('ids').textContent).toBe('1.jpg,2.jpg,3.jpg,4.jpg,5.jpg');
    expect(screen.getByRole('status').textContent).toBe('Можно прикрепить не больше 5 фото.');
    expect(screen.queryByLabelText('Добавить фото')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Удалить фото 2' })));
    expect(screen.getByLabelText('Добавить фото')).toBeTruthy();
  });

  it('refuses a file over 10 MB without sending it', async () => {
    const api = { uploadPhoto: vi.fn() };
    render(<Picker api={api} />);
    await act(async () => choose([file('huge.jpg', 10 * 1024 * 1024 + 1)]));
    expect(api.uploadPhoto).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toMatch(/^Фото слишком большое/);
  });
});
