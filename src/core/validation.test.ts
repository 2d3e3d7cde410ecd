import {
  checkAddServiceQuantity,
  checkFactor,
  checkLineQuantity,
  checkPrice,
  HEADER_TEXT_LIMITS,
  isHttpUrl,
  pedidoTooLong,
  isValidServiceQuantity,
  MAX_QUANTITY,
  validateBulletinHeader,
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
    ['2,5', false],
    ['1.000,00', true],
    ['100000', true],
    ['100001', false],
  ])('%s → %s', (value, expected) => {
    expect(isValidServiceQuantity(value)).toBe(expected);
  });

  it('a decimal is refused with the rule, never read as 25 (issue 16)', () => {
    const rule = 'A quantidade deve ser um número inteiro maior ou igual a 1.';
    expect(checkAddServiceQuantity('2,5')).toEqual({ ok: false, message: rule });
    expect(checkAddServiceQuantity('abc')).toEqual({ ok: false, message: rule });
    expect(checkAddServiceQuantity('')).toEqual({ ok: false, message: rule });
    expect(checkAddServiceQuantity('100001')).toEqual({
      ok: false,
      message: 'Quantidade: o máximo é 100.000.',
    });
    expect(checkAddServiceQuantity('1.000')).toEqual({
      ok: false,
      message:
        'Quantidade: em "1.000" o ponto pode ser de milhar ou de decimal. Escreva 1.000,00 para milhar ou use vírgula para decimais, como 2,5.',
    });
    expect(checkAddServiceQuantity(' 12 ')).toEqual({ ok: true, value: 12 });
  });
});

describe('typed numbers of the bulletin forms (issue 16: read as pt-BR, never silently 0)', () => {
  const unreadable = (label: string, text: string) =>
    `${label}: "${text}" não é um número. Use vírgula para decimais, como 2,5 ou 1.234,56.`;

  it('a line quantity is a number above 0 and at most 100.000, decimals allowed', () => {
    expect(MAX_QUANTITY).toBe(100_000);
    expect(checkLineQuantity('2,5')).toEqual({ ok: true, value: 2.5 });
    expect(checkLineQuantity('1.234,56')).toEqual({ ok: true, value: 1234.56 });
    expect(checkLineQuantity(3)).toEqual({ ok: true, value: 3 });
    expect(checkLineQuantity('abc')).toEqual({
      ok: false,
      message: unreadable('Quantidade', 'abc'),
    });
    expect(checkLineQuantity('')).toEqual({
      ok: false,
      message: 'Preencha todos os campos obrigatórios',
    });
    expect(checkLineQuantity('0')).toEqual({
      ok: false,
      message: 'Quantidade: informe um valor maior que 0.',
    });
    expect(checkLineQuantity('100.000,01')).toEqual({
      ok: false,
      message: 'Quantidade: o máximo é 100.000.',
    });
  });

  it('a price is required above 0 (SPEC message) and unreadable text is named', () => {
    expect(checkPrice('1.234,56')).toEqual({ ok: true, value: 1234.56 });
    expect(checkPrice('0')).toEqual({
      ok: false,
      message: 'Preencha todos os campos obrigatórios',
    });
    expect(checkPrice('')).toEqual({ ok: false, message: 'Preencha todos os campos obrigatórios' });
    expect(checkPrice('dez')).toEqual({ ok: false, message: unreadable('Preço unitário', 'dez') });
  });

  it('a factor may be empty or 0 (the global factor applies, D4), else a number above 0', () => {
    expect(checkFactor('')).toEqual({ ok: true, value: null });
    expect(checkFactor('0')).toEqual({ ok: true, value: null });
    expect(checkFactor('1,6568')).toEqual({ ok: true, value: 1.6568 });
    expect(checkFactor('x')).toEqual({ ok: false, message: unreadable('Fator', 'x') });
    expect(checkFactor('-1')).toEqual({
      ok: false,
      message: 'Fator: o valor não pode ser negativo.',
    });
  });
});

describe('editor validation (SPEC §5)', () => {
  const required = 'Preencha todos os campos obrigatórios';

  it('a service needs code, activity and a price above 0', () => {
    expect(
      validateService({ code: 'NDE1', activity: 'Poda', price: '10,50', quantity: 1 }),
    ).toBeNull();
    expect(validateService({ code: '', activity: 'Poda', price: 10 })).toBe(required);
    expect(validateService({ code: 'NDE1', activity: ' ', price: 10 })).toBe(required);
    expect(validateService({ code: 'NDE1', activity: 'Poda', price: 0 })).toBe(required);
    expect(validateService({ code: 'NDE1', activity: 'Poda' })).toBe(required);
  });

  it('a service with an unreadable or oversized number is refused, never stored as 0 (issue 16)', () => {
    const line = { code: 'NDE1', activity: 'Poda', price: '10,50', quantity: '2,5', factor: '' };
    expect(validateService(line)).toBeNull();
    expect(validateService({ ...line, quantity: 'abc' })).toBe(
      'Quantidade: "abc" não é um número. Use vírgula para decimais, como 2,5 ou 1.234,56.',
    );
    expect(validateService({ ...line, quantity: '' })).toBe(required);
    expect(validateService({ ...line, quantity: '200000' })).toBe(
      'Quantidade: o máximo é 100.000.',
    );
    expect(validateService({ ...line, price: '1.234' })).toMatch(/^Preço unitário: em "1.234"/);
    expect(validateService({ ...line, factor: 'um' })).toMatch(/^Fator: "um" não é um número/);
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

  it('line texts keep to their limits so they print on A4 (issue 16)', () => {
    const service = { code: 'NDE1', price: 10, quantity: 1 };
    expect(validateService({ ...service, activity: 'a'.repeat(300) })).toBeNull();
    expect(validateService({ ...service, activity: 'a'.repeat(301) })).toBe(
      'Atividade: no máximo 300 caracteres.',
    );
    expect(validateStructure({ pg: '1', obs: 'o'.repeat(501) })).toBe(
      'Observação: no máximo 500 caracteres.',
    );
    expect(validateMaterial({ descriptions: 'Cabo', material: 'M'.repeat(31), quantity: 1 })).toBe(
      'Material: no máximo 30 caracteres.',
    );
  });

  it('a material quantity is read as typed: "abc" and "1.000" are refused (issue 16)', () => {
    const line = { descriptions: 'Cabo', material: 'M1' };
    expect(validateMaterial({ ...line, quantity: '2,5' })).toBeNull();
    expect(validateMaterial({ ...line, quantity: 'abc' })).toMatch(/^Quantidade: "abc"/);
    expect(validateMaterial({ ...line, quantity: '1.000' })).toMatch(/^Quantidade: em "1.000"/);
  });

  it("a structure's image URL must be http(s): javascript: and the like are refused (issue 16)", () => {
    const message = 'URL da imagem inválida: use um endereço que comece com http:// ou https://.';
    const photo = { pg: '1', obs: 'Poste' };
    expect(
      validateStructure({ ...photo, firebasePath: 'https://fotos.exemplo.com/p1.jpg' }),
    ).toBeNull();
    expect(validateStructure({ ...photo, firebasePath: 'http://10.0.0.5/p1.jpg' })).toBeNull();
    expect(validateStructure({ ...photo, firebasePath: '' })).toBeNull();
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'ftp://fotos.exemplo.com/p1.jpg',
      'fotos/p1.jpg',
      'https://',
    ]) {
      expect(validateStructure({ ...photo, firebasePath: url })).toBe(message);
    }
    expect(isHttpUrl('https://a.b/c')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('not a url')).toBe(false);
  });

  it('an image URL stored before (the demo data: images) is kept when an edit leaves it alone', () => {
    const stored = { pg: '1', obs: 'Poste', firebasePath: 'data:image/svg+xml;base64,AAAA' };
    expect(validateStructure({ ...stored, obs: 'Poste N3' }, stored)).toBeNull();
    expect(validateStructure({ ...stored, firebasePath: 'javascript:x' }, stored)).toMatch(
      /^URL da imagem inválida/,
    );
  });

  it('the editor date is a real dd/mm/yyyy day (D7)', () => {
    expect(validateEditorDate('29/02/2024')).toBeNull();
    expect(validateEditorDate('29/02/2025')).toBe('Data inválida. Use o formato dd/mm/aaaa.');
    expect(validateEditorDate(undefined)).toBe('Data inválida. Use o formato dd/mm/aaaa.');
  });
});

describe('bulletin header, /new and the editor alike (SPEC §5, issue 16)', () => {
  const ok = { title: 'Poda', project: 'P-1', date: '05/03/2026' };

  it("requires title, project and a date: 'Preencha os campos obrigatórios: Título, Projeto e Data'", () => {
    const message = 'Preencha os campos obrigatórios: Título, Projeto e Data';
    expect(validateBulletinHeader(ok)).toBeNull();
    expect(validateBulletinHeader({ ...ok, title: '  ' })).toEqual({ message, fields: ['title'] });
    expect(validateBulletinHeader({ date: '05/03/2026' })).toEqual({
      message,
      fields: ['title', 'project'],
    });
    expect(validateBulletinHeader({ ...ok, date: '31/02/2026' })).toEqual({
      message: 'Data inválida. Use o formato dd/mm/aaaa.',
      fields: ['date'],
    });
  });

  it('keeps every text within its limit (título 200, observação 2000)', () => {
    expect(HEADER_TEXT_LIMITS.title).toBe(200);
    expect(HEADER_TEXT_LIMITS.observation).toBe(2000);
    expect(validateBulletinHeader({ ...ok, title: 'x'.repeat(200) })).toBeNull();
    expect(validateBulletinHeader({ ...ok, title: 'x'.repeat(201) })).toEqual({
      message: 'Título: no máximo 200 caracteres.',
      fields: ['title'],
    });
    // The limit counts the text as stored, trimmed: spaces around it are not characters.
    expect(validateBulletinHeader({ ...ok, title: ` ${'x'.repeat(200)} ` })).toBeNull();
    expect(validateBulletinHeader({ ...ok, observation: 'y'.repeat(2001) })).toEqual({
      message: 'Observação: no máximo 2000 caracteres.',
      fields: ['observation'],
    });
  });

  it('reads the km as typed: "12,5" passes, "abc" and a negative km are refused', () => {
    expect(validateBulletinHeader({ ...ok, kmInit: '12,5', kmEnd: 14 })).toBeNull();
    expect(validateBulletinHeader({ ...ok, kmInit: 'abc' })).toEqual({
      message:
        'Km inicial: "abc" não é um número. Use vírgula para decimais, como 2,5 ou 1.234,56.',
      fields: ['kmInit'],
    });
    expect(validateBulletinHeader({ ...ok, kmEnd: '-3' })).toEqual({
      message: 'Km final: o valor não pode ser negativo.',
      fields: ['kmEnd'],
    });
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

describe('a pedido within its bound (P56), counted trimmed', () => {
  it('a line holds 100 characters, spaces around them not counted', () => {
    expect(pedidoTooLong(` ${'4'.repeat(100)} `, 'line')).toBeNull();
    expect(pedidoTooLong('4'.repeat(101), 'line')).toBe('Pedido: no máximo 100 caracteres.');
  });
});
