/** Cart types (spec §3 Contact roles and delivery types; §9 cart types regular and fast). */
export type CartType = 'COMPLEX' | 'SIMPLE' | 'REGULAR' | 'FAST';
