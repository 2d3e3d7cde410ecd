/**
 * Portuguese strings of the bulletin screens: /new, /edit and /pdf (STYLE habit 6). SPEC §5 and
 * §8 wording comes from core's messages (VALIDATION_MESSAGES, WORKFLOW_MESSAGES) or is copied
 * here to the letter where core does not hold it (the editor's section messages). The header
 * fields' labels are the header table's (core/headerFields, P54).
 */
import { formatInteger } from '../../core/format';
import { FORM_MESSAGES, VALIDATION_MESSAGES, WORKFLOW_MESSAGES } from '../../core/messages';
import { NUMBER_BOUNDS } from '../../core/validation';

/** SPEC §8 editor messages, to the letter. */
export const EDITOR_MESSAGES = {
  headerSaved: 'Cabeçalho salvo com sucesso!',
  serviceSaved: 'Serviço salvo com sucesso!',
  serviceRemoved: 'Serviço removido com sucesso!',
  structureSaved: 'Estrutura salva com sucesso!',
  structureRemoved: 'Estrutura removida com sucesso!',
  materialSaved: 'Material salvo com sucesso!',
  materialRemoved: 'Material removido com sucesso!',
  // P47: a section saved with nothing changed writes nothing and says so.
  nothingToSave: 'Nenhuma alteração para salvar.',
  headerError: (detail: string) => `Erro ao salvar cabeçalho: ${detail}`,
  serviceSaveError: (detail: string) => `Erro ao salvar serviço: ${detail}`,
  materialSaveError: (detail: string) => `Erro ao salvar material: ${detail}`,
  structureSaveError: (detail: string) => `Erro ao salvar estrutura: ${detail}`,
  serviceRemoveError: (detail: string) => `Erro ao remover serviço: ${detail}`,
  structureRemoveError: (detail: string) => `Erro ao remover estrutura: ${detail}`,
  materialRemoveError: (detail: string) => `Erro ao remover material: ${detail}`,
  servicesLoadError: (detail: string) => `Erro ao carregar serviços: ${detail}`,
  materialsLoadError: (detail: string) => `Erro ao carregar materiais: ${detail}`,
  // SPEC §2 empty states
  noStructures: 'Nenhuma estrutura cadastrada',
  noMaterials: 'Nenhum material cadastrado',
  noServices: 'Nenhum serviço lançado',
} as const;

/** SPEC §5 and §8 messages of the new-bulletin screen (from core). */
export const NEW_MESSAGES = {
  teamRequired: VALIDATION_MESSAGES.teamRequired,
  required: VALIDATION_MESSAGES.newBulletinRequired,
  invalidDate: VALIDATION_MESSAGES.invalidDate,
  invalidQuantity: VALIDATION_MESSAGES.invalidQuantity,
  editRequired: VALIDATION_MESSAGES.editRequired,
  created: WORKFLOW_MESSAGES.createSuccess,
  createError: WORKFLOW_MESSAGES.createError,
  /** P58: the chosen team was taken from the user while the form was open (live rights). */
  teamGone: (name: string, id: string) =>
    `Você não tem mais acesso à ${name} (${id}). Escolha outra equipe; o restante do formulário foi mantido.`,
  /** P59: a creation the database refused (a retry cannot fix it). */
  createRefused: (cause: string) => `Erro ao criar boletim: ${cause}`,
} as const;

/** Screen text that SPEC does not word: what a careful user expects to read. */
export const BULLETIN_TEXT = {
  // Issue 15: why the bulletin came back, at the top of the editor until it is forwarded again.
  lastReturn: (byName: string, when: string, reason: string) =>
    `Devolvido para correção por ${byName} em ${when}: ${reason}`,
  lastReturnNoDate: (byName: string, reason: string) =>
    `Devolvido para correção por ${byName}: ${reason}`,
  newTitle: 'Novo Boletim',
  newSubtitle: 'Preencha o cabeçalho, lance os serviços e os materiais e salve o boletim.',
  editTitle: (id: string) => `Editar Boletim ${id}`,
  editSubtitle: (team: string, date: string) => `${team} · ${date}`,
  editSubtitleNoDate: (team: string) => team,
  headerSection: 'Cabeçalho',
  servicesSection: 'Serviços',
  materialsSection: 'Materiais',
  structuresSection: 'Estruturas',
  requiredHint: 'Campos marcados com * são obrigatórios.',
  addService: 'Adicionar serviço',
  addMaterial: 'Adicionar material',
  addStructure: 'Adicionar estrutura',
  saveBulletin: 'Salvar boletim',
  saving: 'Salvando...',
  saveHeader: 'Salvar cabeçalho',
  cancel: 'Cancelar',
  add: 'Adicionar',
  save: 'Salvar',
  edit: 'Editar',
  remove: 'Remover',
  close: 'Fechar',
  loading: 'Carregando...',
  // services table
  code: 'Código',
  activity: 'Atividade',
  description: 'Descrição',
  unit: 'Unid.',
  quantity: 'Qtd.',
  price: 'Preço unit.',
  factor: 'Fator',
  lineTotal: 'Total',
  lineBase: 'Total s/ fator',
  type: 'Tipo',
  totalWithoutFactor: 'Total sem fator',
  totalWithFactor: 'Total com fator',
  globalFactorNote: (factor: string) => `Serviços sem fator próprio usam o fator global ${factor}.`,
  // service dialog
  serviceDialogTitle: 'Adicionar serviço',
  catalog: 'Catálogo',
  catalogAll: 'NDE e NDM',
  searchService: 'Buscar por código ou descrição',
  noCatalogMatch: 'Nenhum serviço encontrado para a busca.',
  catalogCount: (shown: number, total: number) =>
    shown === total ? `${total} serviços` : `${shown} de ${total} serviços`,
  chooseService: 'Escolha um serviço da lista.',
  selectedService: 'Serviço selecionado',
  quantityHelper: FORM_MESSAGES.integerQuantityHint,
  materialQuantityHelper: FORM_MESSAGES.quantityHint,
  kmHelper: FORM_MESSAGES.kmHint,
  numberHint: `Números: ${FORM_MESSAGES.numberHint} Fator em branco usa o fator global.`,
  // P56: the services' number fields with the rules' bounds.
  serviceNumberHint:
    `Números: ${FORM_MESSAGES.numberHint} Fator em branco usa o fator global. ` +
    `Máximos: preço ${NUMBER_BOUNDS.price.text}, quantidade ${NUMBER_BOUNDS.quantity.text}, ` +
    `fator ${NUMBER_BOUNDS.factor.text}.`,
  materialNumberHint: `Números: ${FORM_MESSAGES.numberHint} Quantidade até ${NUMBER_BOUNDS.quantity.text}.`,
  // P56: a list's lines (stored keys) against the most the rules let this user write.
  roomCount: (used: number, max: number) =>
    `${formatInteger(used)} de ${formatInteger(max)} linhas`,
  /** P56: why a full list's add button is disabled; `noun` names a line of the list. */
  listFull: (max: number, noun: string) =>
    `Um boletim guarda até ${formatInteger(max)} linhas de ${noun}. Crie outro boletim para o restante.`,
  /** P56: a list longer than a non-admin may write (an admin's): only an admin changes it. */
  listBeyond: (max: number, noun: string) =>
    `Este boletim tem mais de ${formatInteger(max)} linhas de ${noun}: só o administrador pode alterá-las.`,
  serviceNoun: 'serviço',
  materialNoun: 'material',
  structureNoun: 'estrutura',
  imageUrlHelper: 'Endereço http:// ou https://',
  // material dialog
  materialDialogTitle: 'Adicionar material',
  material: 'Material',
  materialCode: 'Código do material',
  materialDescription: 'Descrição',
  action: 'Ação',
  chooseMaterial: 'Escolha um material do catálogo.',
  noMaterialMatch: 'Nenhum material encontrado.',
  // structure dialog
  structureDialogTitle: 'Adicionar estrutura',
  imageUrl: 'URL da imagem',
  pg: 'PG',
  obs: 'Observação',
  structureMaterial: 'Material',
  preview: 'Pré-visualização',
  noImage: 'Sem imagem',
  // new page results
  createdDetail: (id: string) => `Boletim ${id} salvo. Ele já aparece na tela principal.`,
  /** Issue 23: beside the disabled 'Salvar boletim' while the emptied form is untouched. */
  savedWaiting: 'Boletim salvo. Preencha o próximo boletim para salvar de novo.',
  openEditor: 'Abrir no editor',
  openPdf: 'Ver PDF',
  // editor state
  // P47: the handover copy is shown read-only until the first read of the stored bulletin.
  loadingBulletin: 'Carregando boletim...',
  notFoundTitle: 'Boletim não encontrado',
  notFoundText:
    'Este boletim não existe mais ou o endereço está incompleto. Abra-o novamente pela tela principal.',
  loadError: 'Não foi possível carregar o boletim. Verifique a conexão e tente novamente.',
  retry: 'Tentar novamente',
  removeConfirmTitle: 'Remover linha',
  removeConfirmText: 'Deseja remover esta linha do boletim? A alteração é salva imediatamente.',
  removeConfirm: 'Remover',
  /** P60: a structure removed keeps its stored photo (history is append-only). */
  photoKept: 'A foto da estrutura continua guardada: o histórico do boletim registra a remoção.',
  conflictTitle: 'Boletim alterado em outro lugar',
  conflictText:
    'Este boletim foi salvo em outra janela ou por outro usuário depois que você o abriu. Recarregue para ver a versão atual antes de continuar editando.',
  conflictBlocked:
    'Nada foi salvo: esta seção foi alterada em outro lugar depois que você abriu o boletim. Recarregue o boletim para continuar.',
  reload: 'Recarregar',
  reloadDiscards: 'Alterações não salvas nesta tela serão descartadas.',
  removedElsewhere: 'Este boletim foi excluído em outro lugar.',
  // SPEC §6: a bulletin of a team the user does not see
  accessDeniedTitle: 'Acesso negado',
  accessDeniedText: (team: string) =>
    `Este boletim é da ${team}, que não está entre as equipes do seu usuário. Abra os boletins das suas equipes pela tela principal.`,
  // Dar Baixa's pedido in the editor header
  pedidoReadOnly: 'Definido em Dar Baixa. Só o administrador pode alterar.',
  pedidoAdmin: 'Definido em Dar Baixa. Deixe em branco para apagar o pedido.',
  noPedido: 'Sem pedido',
  charCount: (length: number, max: number) => `${length}/${max}`,
  unsavedHeader: 'Alterações não salvas',
  // Issue 40: the bars at the bottom of /new and /edit that keep the save in reach
  saveBarLabel: 'Salvar boletim e totais',
  editSaveBarLabel: 'Alterações não salvas',
  unsavedSection: (section: string) => `${section}: alterações não salvas`,
  saveSection: (section: string) => `Salvar alterações: ${section}`,
  discardSection: (section: string) => `Descartar alterações: ${section}`,
  discard: 'Descartar',
  sectionRefused: 'Não foi salvo: corrija os campos marcados em vermelho.',
  linesTable: (section: string) => `Tabela de ${section.toLowerCase()}`,
  editedBy: (name: string) => `Última edição por ${name}`,
  passwordTitle: 'Boletim já corrigido',
  passwordText:
    'Este boletim já foi encaminhado para o faturamento. Digite a senha de edição para continuar.',
  password: 'Senha',
  confirm: 'Confirmar',
  // P58: the bulletin changed elsewhere while the editor is open
  checkedElsewhere:
    'Este boletim foi encaminhado para o faturamento depois que você o abriu. Ao salvar, será pedida a senha de edição.',
  passwordToSave:
    'Este boletim foi encaminhado para o faturamento depois que você o abriu. Digite a senha de edição para salvar; o que você digitou continua na tela.',
  passwordNotGiven: 'Nada foi salvo: a senha de edição não foi informada.',
  // printable bulletin
  pdfTitle: 'Boletim de Medição de Serviços',
  pdfNumber: (id: string) => `Boletim nº ${id}`,
  contract: (n: string) => `Contrato nº ${n}`,
  print: 'Imprimir / Salvar PDF',
  pdfTeam: 'Equipe',
  pdfIssued: (date: string) => `Emitido em ${date}`,
  pdfServices: 'Serviços executados',
  pdfMaterials: 'Materiais',
  pdfObservation: 'Observação',
  noObservation: 'Nenhuma observação informada.',
  pdfStructures: 'Registro fotográfico das estruturas',
  pdfNoServices: 'Nenhum serviço lançado.',
  pdfPage: 'Página',
  pdfCreatedBy: (name: string) => `Criado por ${name}`,
} as const;

/** SPEC §3, §9: material actions; INSTALADO is the default. */
export const MATERIAL_ACTIONS = ['INSTALADO', 'RETIRADO'] as const;

/** P60 (issue 40): the structure dialog's photo: taking it, preparing, sending, failing. */
export const PHOTO_TEXT = {
  takePhoto: 'Tirar foto',
  pickPhoto: 'Escolher da galeria',
  removePhoto: 'Remover foto',
  /** A structure's thumbnail in the lists, for a screen reader. */
  thumbAlt: (pg: string) => (pg.trim() ? `Foto da estrutura pg ${pg.trim()}` : 'Foto da estrutura'),
  orUrl: 'ou informe o endereço de uma imagem',
  preparing: 'Preparando a foto...',
  sending: (percent: number) => `Enviando a foto... ${formatInteger(percent)}%`,
  paused: (percent: number) => `Envio pausado em ${formatInteger(percent)}%`,
  pause: 'Pausar',
  resume: 'Continuar',
  stored: 'Foto guardada',
  retry: 'Tentar novamente',
  /** The prepared photo's size and dimensions beside its preview. */
  details: (size: string, width: number, height: number) =>
    `JPEG · ${formatInteger(width)} × ${formatInteger(height)} px · ${size}`,
  waitForPhoto: 'Aguarde o envio da foto para adicionar a estrutura.',
  failedPhoto: 'A foto não foi guardada: toque em Tentar novamente ou remova a foto.',
  notImage: 'O arquivo escolhido não é uma imagem. Escolha uma foto.',
  tooLarge: 'A imagem tem mais de 20 MB. Escolha uma foto menor.',
  unreadable: 'Não foi possível ler esta imagem. Tire outra foto ou escolha outro arquivo.',
  /** Why a photo was not stored, by PhotoError code. */
  failure: {
    unauthorized: 'Sem permissão para guardar a foto. Entre novamente no sistema e tente de novo.',
    invalid: 'A foto não pôde ser guardada: o arquivo preparado não é um JPEG válido.',
    tooLarge: 'A foto ficou maior que 4 MB mesmo reduzida. Tire outra foto.',
    exists: 'Já existe uma foto com este nome. Tente novamente.',
    notFound: 'A foto não foi encontrada.',
    network: 'A foto não foi enviada: sem conexão. Verifique o sinal e tente novamente.',
    canceled: 'O envio da foto foi cancelado.',
    quota: 'Não há espaço para guardar a foto neste aparelho ou no servidor.',
    unknown: 'A foto não foi enviada. Tente novamente.',
  },
} as const;

/** P63 (issue 43): a draft kept in this browser, offered when its page opens again. */
export const DRAFT_TEXT = {
  /** The offer: the draft's local day and time ('02/12 14:31'). */
  offer: (when: string) => `Rascunho de ${when} — continuar ou descartar`,
  /** /new: more of the user's drafts wait besides the newest. */
  more: (count: number) =>
    count === 1
      ? 'Há mais 1 rascunho neste aparelho.'
      : `Há mais ${count} rascunhos neste aparelho.`,
  /** The editor: the bulletin was saved elsewhere after the draft was typed (D51). */
  changedSince:
    'O boletim mudou desde então. Ao continuar, o formulário mostra os valores do rascunho como alterações não salvas; Descartar nele volta aos salvos.',
  keep: 'Continuar',
  discard: 'Descartar',
} as const;
