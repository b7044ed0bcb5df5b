// The Add Product form's fields, in the order an admin fills them in. The names are the
// keys of NewToolInputSchema, so the domain's per-field messages land on the right input.

export const ADD_PRODUCT_FIELDS = [
  { name: 'name', label: 'Name' },
  {
    name: 'minQty',
    label: 'Minimum quantity',
    numeric: true,
    hint: 'The fewest a customer can order',
  },
  { name: 'availableQty', label: 'Available quantity', numeric: true, hint: 'Units in stock' },
  { name: 'price', label: 'Price', numeric: true, hint: 'Whole dollars, per unit' },
  { name: 'img', label: 'Image URL', hint: 'https://… or a path on this site such as /images/…' },
] as const;

/** Issue 27's fields, each optional: blank keeps the default the hint names. */
export const ADD_PRODUCT_OPTIONAL_FIELDS = [
  {
    name: 'partNumber',
    label: 'Part number',
    hint: 'Letters, digits and dashes, such as PR-9-ROLLER; blank: made from the name',
  },
  {
    name: 'packSize',
    label: 'Pack size',
    numeric: true,
    hint: 'Ordered in multiples of this many; blank: any quantity',
  },
  {
    name: 'maxPerOrder',
    label: 'Maximum per order',
    numeric: true,
    hint: 'The most one order may hold; blank: no maximum',
  },
] as const;

export type AddProductFieldName =
  | (typeof ADD_PRODUCT_FIELDS)[number]['name']
  | (typeof ADD_PRODUCT_OPTIONAL_FIELDS)[number]['name']
  | 'description';

export type AddProductValues = Record<AddProductFieldName, string>;

export const EMPTY_PRODUCT: AddProductValues = {
  name: '',
  minQty: '',
  availableQty: '',
  price: '',
  img: '',
  description: '',
  partNumber: '',
  packSize: '',
  maxPerOrder: '',
};
