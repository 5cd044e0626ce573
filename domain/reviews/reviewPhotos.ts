/**
 * Photos of reviews and questions (issue 5). The spec names the upload call but shows no limits (§9
 * «Maximum upload size: not shown»), so these are ours; docs/reviews.md lists them.
 */
export const REVIEW_PHOTO_LIMITS = {
  /** Photos one review or question may carry. */
  perPost: 5,
  /** Largest upload, in bytes (10 MB). */
  maxBytes: 10 * 1024 * 1024,
  /** Decoded pixels at most (about 7000 × 5700): a small file may still unpack into a huge image. */
  maxPixels: 40_000_000,
  /** Longest side of the stored photo; larger ones are scaled down. */
  maxSide: 1600,
  /** Longest side of the thumbnail the lists show (72 CSS px, sharp on screens up to 4x). */
  thumbnailSide: 288,
  /** Uploads per customer per hour. */
  perHour: 30,
  /** A photo no review or question took is deleted after this long. */
  unattachedMs: 24 * 60 * 60 * 1000,
} as const;

/** The picture formats a review photo may be uploaded in. */
export const PHOTO_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

const startsWith = (bytes: Uint8Array, at: number, magic: readonly number[]) => magic.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** The photo's format read from its first bytes (magic numbers), whatever its name or declared type says; null for anything else (spec §7 POST /products/reviews/_upload-photo). */
export function photoFormatOf(bytes: Uint8Array): PhotoFormat | null {
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, 0, [0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP'))) return 'webp';
  return null;
}

/** Photo ids of a post: at most five, none twice (spec §3 Review photoIds). */
export function photoIdsAcceptable(photoIds: readonly string[]): boolean {
  return photoIds.length <= REVIEW_PHOTO_LIMITS.perPost && new Set(photoIds).size === photoIds.length;
}

/** Why a photo is refused (reasons and wording ours; the spec names none). */
export const PHOTO_MESSAGES = {
  PHOTO_TOO_LARGE: 'Фото слишком большое: до 10 МБ и не больше 40 мегапикселей.',
  UNSUPPORTED_PHOTO_FORMAT: 'Можно загрузить только фото в формате JPEG, PNG или WebP.',
  CORRUPT_PHOTO: 'Не удалось прочитать фото. Попробуйте другой файл.',
  PHOTO_UPLOAD_LIMIT: 'Слишком много фото за час. Попробуйте позже.',
  PHOTO_NOT_FOUND: 'Фото не найдено. Загрузите его ещё раз.',
} as const;
