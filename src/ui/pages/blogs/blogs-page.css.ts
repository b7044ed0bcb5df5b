import { sprinkles } from '../../theme/sprinkles.css';

export const question = sprinkles({ fontSize: 'xl' });
