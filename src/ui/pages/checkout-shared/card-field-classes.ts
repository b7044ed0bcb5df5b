import type { CardFieldsClassNames } from '../../../ports/payment.port';
import * as fieldStyles from '../../components/text-field/text-field.css';

/** The card's fields, drawn as the text fields are (the order's payment, the invoices'). */
export const cardFieldClasses: CardFieldsClassNames = {
  field: fieldStyles.field,
  label: fieldStyles.label,
  input: fieldStyles.input,
  error: fieldStyles.error,
};
