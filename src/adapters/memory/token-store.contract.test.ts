import { describeTokenStoreContract } from '../../testing/contracts/token-store.contract';
import { TokenStoreInMemory } from './token-store.in-memory';

describeTokenStoreContract('TokenStoreInMemory', () => new TokenStoreInMemory());
