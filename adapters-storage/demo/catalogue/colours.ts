/** Colours of product variants: Russian name as the shop writes it (без «ё») and a hex for swatches. */
export interface Colour {
  readonly name: string;
  readonly hex: string;
}

export const COLOURS: readonly Colour[] = [
  { name: 'черный', hex: '#1F1F1F' },
  { name: 'белый', hex: '#FFFFFF' },
  { name: 'синий', hex: '#1E4FA3' },
  { name: 'темно-синий', hex: '#1B2A4A' },
  { name: 'голубой', hex: '#64B5F6' },
  { name: 'красный', hex: '#C62828' },
  { name: 'бордовый', hex: '#7B1E2B' },
  { name: 'серый', hex: '#8A8D91' },
  { name: 'зеленый', hex: '#2E7D32' },
  { name: 'хаки', hex: '#6B6B3A' },
  { name: 'бежевый', hex: '#D8C3A5' },
  { name: 'розовый', hex: '#F06292' },
  { name: 'желтый', hex: '#F9D71C' },
  { name: 'оранжевый', hex: '#F57C00' },
  { name: 'фиолетовый', hex: '#6A1B9A' },
  { name: 'бирюзовый', hex: '#00A3A3' },
];
