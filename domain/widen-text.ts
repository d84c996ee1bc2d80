/**
 * The same shape with every string literal widened to `string`: the type a
 * translation must have when the English is written `as const`. Numbers,
 * booleans and the nesting stay as they are, so a Hindi twin can only change
 * words, never amounts, ids or the number of entries' fields.
 */
export type WidenText<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly WidenText<Item>[]
    : { readonly [Key in keyof T]: WidenText<T[Key]> };
