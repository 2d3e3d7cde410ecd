/**
 * The report CLI's Portuguese lines (STYLE.md habit 6). The CSV headers and footer labels are
 * the report schemas' (workers/contract/schemas.ts), shared by the CSV and the screens.
 */

/** The report CLI's usage (printed by --help) and error lines (one line each, issue 4). */
export const CLI_MESSAGES = {
  usage:
    'Uso: npm run report -- <relatório> --input <export.json> [--from aaaa-mm-dd --to aaaa-mm-dd] [--teams A,B] [--today aaaa-mm-dd] [--status all|paid|unpaid|checked|unchecked] [--search texto] [--daily-goal N] [--max-goal N] [--monthly-goal N] [--sort chave[:asc|desc]] [--out arquivo.csv|arquivo.xlsx] (com --out terminado em .xlsx, grava a planilha do Excel)',
  missingKind: (kinds: readonly string[]) => `Informe o relatório: um de ${kinds.join(', ')}.`,
  unknownKind: (kind: string, kinds: readonly string[]) =>
    `Relatório desconhecido: "${kind}". Use um de: ${kinds.join(', ')}.`,
  unknownOption: (option: string) => `Opção desconhecida: ${option}.`,
  missingValue: (option: string) => `A opção ${option} precisa de um valor.`,
  repeatedOption: (option: string) => `A opção ${option} foi informada mais de uma vez.`,
  extraArgument: (arg: string) => `Argumento inesperado: "${arg}".`,
  missingInput: 'Informe o arquivo de exportação com --input <export.json>.',
  inputNotFound: (path: string) => `Arquivo de entrada não encontrado: ${path}.`,
  inputUnreadable: (path: string, reason: string) =>
    `Não foi possível ler o arquivo de entrada ${path}: ${reason}.`,
  invalidJson: (path: string, reason: string) =>
    `O arquivo ${path} não contém um JSON válido: ${reason}.`,
  notAnExport: (path: string) =>
    `O arquivo ${path} não é uma exportação do banco (objeto JSON esperado).`,
  invalidDate: (option: string, value: string) =>
    `Data inválida em ${option}: "${value}". Use o formato aaaa-mm-dd.`,
  fromWithoutTo: 'Informe --from e --to juntos.',
  fromAfterTo: (from: string, to: string) =>
    `A data inicial (${from}) é posterior à data final (${to}).`,
  unknownTeam: (team: string) => `Equipe desconhecida: "${team}".`,
  noTeams: 'Nenhuma equipe selecionada.',
  invalidStatus: (value: string) =>
    `Status inválido: "${value}". Use all, paid, unpaid, checked ou unchecked.`,
  statusNotAllowed: (kind: string) =>
    `A opção --status vale só para o relatório general (não para ${kind}).`,
  searchNotAllowed: (kind: string) => `O relatório ${kind} não tem busca; remova --search.`,
  invalidGoal: (option: string, value: string) =>
    `Meta inválida em ${option}: "${value}". Use um número maior ou igual a 0.`,
  goalNotFinite: (option: string) =>
    `Meta grande demais em ${option}: use um número finito maior ou igual a 0.`,
  negativeGoal: (option: string, value: string) =>
    `Meta negativa em ${option}: ${value}. A meta deve ser maior ou igual a 0.`,
  invalidSort: (key: string, kind: string, keys: readonly string[]) =>
    keys.length === 0
      ? `O relatório ${kind} não tem ordenação; remova --sort.`
      : `Ordenação inválida para ${kind}: "${key}". Use uma de: ${keys.join(', ')} (com :asc ou :desc).`,
  emptyOut: 'Informe o nome do arquivo de saída em --out (não pode ser vazio).',
  xlsxTooManyRows:
    'O relatório tem mais de 1.048.576 linhas, o limite do Excel. Use um arquivo .csv em --out ou reduza o período.',
  writeFailed: (path: string, reason: string) => `Não foi possível gravar ${path}: ${reason}.`,
} as const;
