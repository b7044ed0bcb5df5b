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

export type AddProductFieldName = (typeof ADD_PRODUCT_FIELDS)[number]['name'] | 'description';

export type AddProductValues = Record<AddProductFieldName, string>;

export const EMPTY_PRODUCT: AddProductValues = {
  name: '',
  minQty: '',
  availableQty: '',
  price: '',
  img: '',
  description: '',
};
