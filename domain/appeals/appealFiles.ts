import { photoFormatOf } from '../reviews/reviewPhotos';

/**
 * Files attached to appeals (spec §7 POST /profiles/appeals/files, GET …/files/{id}): photos and PDF
 * documents (a receipt, an act). The spec shows no limits (§9 «Maximum upload size: not shown»); these are ours.
 */
export const APPEAL_FILE_LIMITS = {
  /** Files one appeal may carry. */
  perAppeal: 3,
  /** Largest upload, in bytes (10 MB), as review photos. */
  maxBytes: 10 * 1024 * 1024,
  /** Uploads per customer per hour. */
  perHour: 20,
  /** Longest kept file name, in characters. */
  maxNameLength: 100,
  /** A file no appeal took is deleted after this long. */
  unattachedMs: 24 * 60 * 60 * 1000,
} as const;

export type AppealFileKind = 'image' | 'pdf';

/** What the file is, read from its first bytes whatever its name says: a JPEG, PNG or WebP photo, a PDF, or null (spec §7 POST /profiles/appeals/files). */
export function appealFileKindOf(bytes: Uint8Array): AppealFileKind | null {
  if (photoFormatOf(bytes) !== null) return 'image';
  return [0x25, 0x50, 0x44, 0x46, 0x2d].every((b, i) => bytes[i] === b) ? 'pdf' : null;
}

/** File ids of an appeal: at most three, none twice (spec §7 POST /feedback/appeals fileIds). */
export function appealFileIdsAcceptable(fileIds: readonly string[]): boolean {
  return fileIds.length <= APPEAL_FILE_LIMITS.perAppeal && new Set(fileIds).size === fileIds.length;
}

/**
 * The name a file is kept and offered under (spec §7 GET /profiles/appeals/files/{id}): the last part of
 * what the browser sent, without control characters or quotes, at most 100 characters keeping the extension.
 */
export function appealFileName(sent: string, kind: AppealFileKind): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a file name must lose
  const base = (sent.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  const fallback = kind === 'pdf' ? 'документ.pdf' : 'фото.jpg';
  if (base === '' || base === '.' || base === '..') return fallback;
  const chars = Array.from(base);
  if (chars.length <= APPEAL_FILE_LIMITS.maxNameLength) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return (
    Array.from(base.slice(0, base.length - extension.length))
      .slice(0, APPEAL_FILE_LIMITS.maxNameLength - extension.length)
      .join('') + extension
  );
}

/** Why a file is refused (wording ours; the spec names none). */
export const APPEAL_FILE_MESSAGES = {
  FILE_TOO_LARGE: 'Файл слишком большой: можно до 10 МБ.',
  UNSUPPORTED_FILE_FORMAT: 'Можно приложить только фото (JPEG, PNG, WebP) или PDF.',
  CORRUPT_FILE: 'Не удалось прочитать файл. Попробуйте другой.',
  FILE_UPLOAD_LIMIT: 'Слишком много файлов за час. Попробуйте позже.',
  FILE_NOT_FOUND: 'Файл не найден. Приложите его ещё раз.',
} as const;
