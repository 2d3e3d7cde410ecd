import {
  isValidServiceQuantity,
  loginErrorMessage,
  validateEditorDate,
  validateLogin,
  validateMaterial,
  validateMonthlyFilters,
  validateNewBulletin,
  validateReportFilters,
  validateService,
  validateStructure,
} from './validation';

describe('login validation (SPEC §5)', () => {
  it('requires the email and the password', () => {
    expect(validateLogin({ email: '  ', password: '' })).toEqual({
      email: 'Email é obrigatório',
      password: 'Senha é obrigatória',
    });
  });

  it('requires a valid email format', () => {
    expect(validateLogin({ email: 'ana@demo', password: 'secret1' })).toEqual({
      email: 'Email deve ter um formato válido',
    });
    expect(validateLogin({ email: 'ana demo@x.com', password: 'secret1' }).email).toBe(
      'Email deve ter um formato válido',
    );
  });

  it('requires at least 6 characters of password', () => {
    expect(validateLogin({ email: 'ana@demo.local', password: '12345' })).toEqual({
      password: 'Senha deve ter pelo menos 6 caracteres',
    });
  });

  it('accepts a valid email and a 6-character password', () => {
    expect(validateLogin({ email: ' ana@demo.local ', password: '123456' })).toEqual({});
  });
});

describe('login error messages (SPEC §8)', () => {
  it.each([
    ['auth/invalid-credential', 'Email ou senha incorretos.'],
    ['auth/user-not-found', 'Email ou senha incorretos.'],
    ['auth/wrong-password', 'Email ou senha incorretos.'],
    ['auth/too-many-requests', 'Muitas tentativas de login. Tente novamente mais tarde.'],
    ['auth/network-request-failed', 'Erro de conexão. Verifique sua internet.'],
    ['auth/user-disabled', 'Esta conta foi desabilitada.'],
    ['auth/unknown', 'Erro no login. Tente novamente.'],
    ['auth/internal-error', 'Erro no login. Tente novamente.'],
    [undefined, 'Erro no login. Tente novamente.'],
  ])('%s → %s', (code, message) => {
    expect(loginErrorMessage(code)).toBe(message);
  });
});

describe('new bulletin validation (SPEC §5)', () => {
  const ok = { team: 'ORCDISTBA01', title: 'Poda', project: 'P-1', date: '05/03/2026' };

  it('requires a team first', () => {
    expect(validateNewBulletin({ ...ok, team: '' })).toBe('Selecione uma equipe');
    expect(validateNewBulletin({ title: '' })).toBe('Selecione uma equipe');
  });

  it('requires title, project and date', () => {
    const message = 'Preencha os campos obrigatórios: Título, Projeto e Data';
    expect(validateNewBulletin({ ...ok, title: ' ' })).toBe(message);
    expect(validateNewBulletin({ ...ok, project: null })).toBe(message);
    expect(validateNewBulletin({ ...ok, date: undefined })).toBe(message);
  });

  it('refuses a date that is not a real dd/mm/yyyy day (D7)', () => {
    expect(validateNewBulletin({ ...ok, date: '31/02/2026' })).toBe(
      'Data inválida. Use o formato dd/mm/aaaa.',
    );
  });

  it('accepts a complete bulletin', () => {
    expect(validateNewBulletin(ok)).toBeNull();
  });
});

describe('add-service quantity (SPEC §5): an integer of at least 1', () => {
  it.each([
    [1, true],
    [12, true],
    ['3', true],
    [' 4 ', true],
    [0, false],
    [-1, false],
    [1.5, false],
    ['1,5', false],
    ['', false],
    ['abc', false],
    [null, false],
  ])('%s → %s', (value, expected) => {
    expect(isValidServiceQuantity(value)).toBe(expected);
  });
});

describe('editor validation (SPEC §5)', () => {
  const required = 'Preencha todos os campos obrigatórios';

  it('a service needs code, activity and a price above 0', () => {
    expect(validateService({ code: 'NDE1', activity: 'Poda', price: '10,50' })).toBeNull();
    expect(validateService({ code: '', activity: 'Poda', price: 10 })).toBe(required);
    expect(validateService({ code: 'NDE1', activity: ' ', price: 10 })).toBe(required);
    expect(validateService({ code: 'NDE1', activity: 'Poda', price: 0 })).toBe(required);
    expect(validateService({ code: 'NDE1', activity: 'Poda' })).toBe(required);
  });

  it('a material needs description, material code and quantity', () => {
    expect(validateMaterial({ descriptions: 'Cabo', material: 'M1', quantity: '2' })).toBeNull();
    expect(validateMaterial({ descriptions: '', material: 'M1', quantity: 2 })).toBe(required);
    expect(validateMaterial({ descriptions: 'Cabo', material: '', quantity: 2 })).toBe(required);
    expect(validateMaterial({ descriptions: 'Cabo', material: 'M1', quantity: '' })).toBe(required);
  });

  it('a structure needs pg and obs', () => {
    expect(validateStructure({ pg: '1', obs: 'Poste' })).toBeNull();
    expect(validateStructure({ pg: '', obs: 'Poste' })).toBe(required);
    expect(validateStructure({ pg: '1' })).toBe(required);
  });

  it('the editor date is a real dd/mm/yyyy day (D7)', () => {
    expect(validateEditorDate('29/02/2024')).toBeNull();
    expect(validateEditorDate('29/02/2025')).toBe('Data inválida. Use o formato dd/mm/aaaa.');
    expect(validateEditorDate(undefined)).toBe('Data inválida. Use o formato dd/mm/aaaa.');
  });
});

describe('report filters (SPEC §5)', () => {
  it('need at least one team and both dates', () => {
    const message = 'Selecione pelo menos uma equipe e defina o período.';
    expect(validateReportFilters({ teams: [], start: '2026-10-26', end: '2026-11-25' })).toBe(
      message,
    );
    expect(validateReportFilters({ teams: ['ORCDISTBA01'], start: '', end: '2026-11-25' })).toBe(
      message,
    );
    expect(validateReportFilters({ teams: ['ORCDISTBA01'], start: 0 })).toBe(message);
    expect(validateReportFilters({ teams: ['ORCDISTBA01'], start: 0, end: 1 })).toBeNull();
  });

  it('the monthly report needs only a team', () => {
    expect(validateMonthlyFilters({ teams: [] })).toBe('Selecione pelo menos uma equipe.');
    expect(validateMonthlyFilters({ teams: ['ORCDISTBA01'] })).toBeNull();
  });
});
