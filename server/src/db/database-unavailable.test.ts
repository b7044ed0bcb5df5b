// Which failures mean "the database is away" (answered 503, worth a retry) and which are
// the query's own (a refusal or a fault, answered as before).
import { describe, expect, it } from 'vitest';
import {
  DatabaseUnavailableError,
  isConnectionFailure,
  unavailableOr,
} from './database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isConnectionFailure', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a fast shutdown', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['no free connection in time', new Error('timeout exceeded when trying to connect')],
  ])('counts %s', (_, error) => {
    expect(isConnectionFailure(error)).toBe(true);
  });

  it.each([
    ['a broken constraint', withCode('duplicate key value', '23505')],
    ['a serialization failure', withCode('could not serialize access', '40001')],
    ['a syntax error', withCode('syntax error at or near', '42601')],
    ['a fault of ours', new TypeError('x is undefined')],
    ['something not an error', 'ECONNREFUSED'],
  ])('does not count %s', (_, error) => {
    expect(isConnectionFailure(error)).toBe(false);
  });
});

describe('unavailableOr', () => {
  it('rethrows a connection failure as DatabaseUnavailableError, anything else unchanged', () => {
    const refused = withCode('connect ECONNREFUSED', 'ECONNREFUSED');
    expect(() => unavailableOr(refused)).toThrow(DatabaseUnavailableError);
    const conflict = withCode('duplicate key value', '23505');
    expect(() => unavailableOr(conflict)).toThrow(conflict);
  });
});
