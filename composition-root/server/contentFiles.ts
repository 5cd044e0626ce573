/** A file or folder of the content shipped with the shop (content/). */
export const contentFile = (name: string): string => new URL(`../../content/${name}`, import.meta.url).pathname;

/** The marketplace sellers (content/sellers.json). */
export const SELLERS_FILE = contentFile('sellers.json');
