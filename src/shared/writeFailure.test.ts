import { describe, expect, it } from 'vitest';
import { writeFailureCause, writeFailureText } from './writeFailure';

class StoreUnavailableError extends Error {
  constructor() {
    super('A base de dados não respondeu (sem conexão).');
    this.name = 'StoreUnavailableError';
  }
}

describe('P59: a failed write is told apart by its cause', () => {
  it("the rules' refusal, in the SDK's words and in fixture mode's (which uses them)", () => {
    const sdk = new Error('PERMISSION_DENIED: Permission denied');
    expect(writeFailureCause(sdk)).toBe('permission');
    expect(writeFailureCause(Object.assign(new Error('x'), { code: 'PERMISSION_DENIED' }))).toBe(
      'permission',
    );
    expect(writeFailureText(sdk)).toBe(
      'o banco de dados recusou a gravação (sem permissão para esta alteração). Nada foi salvo; o que você digitou continua na tela.',
    );
    expect(writeFailureText(sdk)).not.toMatch(/tente novamente/i);
  });

  it('no answer: the fixture store gone, the network down; trying again may work', () => {
    expect(writeFailureCause(new StoreUnavailableError())).toBe('unavailable');
    expect(writeFailureCause(new Error('Network request failed'))).toBe('unavailable');
    expect(writeFailureText(new StoreUnavailableError())).toMatch(
      /não respondeu.*Tente novamente\.$/,
    );
  });

  it('anything else keeps its own words, then says nothing was saved', () => {
    expect(writeFailureCause(new Error('boom'))).toBe('unknown');
    expect(writeFailureText(new Error('boom.'))).toBe('boom. Nada foi salvo; tente novamente.');
    expect(writeFailureText('texto')).toBe('texto. Nada foi salvo; tente novamente.');
  });
});
