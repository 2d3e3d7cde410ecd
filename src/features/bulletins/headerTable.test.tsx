// @vitest-environment jsdom
/**
 * P54: the header table lays out the new/edit form and the printable bulletin. The table is
 * given a field it does not have (a `vi.mock` of core/headerFields: 'Contrato', text of 40,
 * between the pedido and the observation), and the form, the PDF and the checks take it as
 * its entry says, with no other change; the real fields keep their order, labels and limits.
 */
import { render, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import type * as HeaderFieldsModule from '../../core/headerFields';
import { HEADER_FIELDS, HEADER_KEYS } from '../../core/headerFields';
import type { HeaderFieldInfo, HeaderKey } from '../../core/headerFields';
import { FORM_MESSAGES } from '../../core/messages';
import type { InvoiceHeader } from '../../core/model';
import { validateBulletinHeader } from '../../core/validation';
import { HeaderFields, headerForm } from './HeaderFields';
import { cleanHeader } from './lines';
import { PdfHeaderFields, PdfSignatures } from './PrintableSections';

vi.mock('../../core/headerFields', async (importOriginal) => {
  const real = await importOriginal<typeof HeaderFieldsModule>();
  const { observation, ...before } = real.HEADER_FIELDS;
  const contrato: HeaderFieldInfo = {
    label: 'Contrato',
    limit: 40,
    kind: 'text',
    form: { columns: 3 },
    pdf: { grid: true },
  };
  const fields: Record<string, HeaderFieldInfo> = { ...before, contrato, observation };
  const keys = Object.keys(fields);
  return {
    ...real,
    HEADER_FIELDS: fields,
    HEADER_KEYS: keys,
    headerKeysWhere: (test: (field: HeaderFieldInfo) => boolean) =>
      keys.filter((key) => fields[key] && test(fields[key])),
    isHeaderKey: (key: unknown) => typeof key === 'string' && Object.hasOwn(fields, key),
  };
});

const INFO = HEADER_FIELDS as Readonly<Record<string, HeaderFieldInfo>>;
const CONTRATO = 'contrato' as HeaderKey;

/** The keys the table places on the form (pedido: only with the editor's), in its order. */
function formKeys(withPedido: boolean): string[] {
  return HEADER_KEYS.filter((key) => {
    const { form, kind } = INFO[key] as HeaderFieldInfo;
    return form !== null && (withPedido || kind !== 'pedido');
  });
}

/** The text boxes' names, in the order the form shows them. */
function shownNames(): (string | null)[] {
  return screen.getAllByRole('textbox').map((box) => box.getAttribute('name'));
}

const header = {
  title: 'Poda',
  project: 'PJ-1',
  date: '01/02/2026',
  kmInit: 12.5,
  respCoelba: 'Ana',
  respOrca: 'Bia',
  pedido: '4500012345',
  contrato: 'CT-778',
} as InvoiceHeader;

describe('the header table lays out the form (P54)', () => {
  it("lists /new's fields in the table's order, with its labels and limits", () => {
    render(<HeaderFields value={headerForm(header)} onChange={() => undefined} />);
    expect(shownNames()).toEqual(formKeys(false));
    const boxes = screen.getAllByRole('textbox');
    formKeys(false).forEach((key, index) => {
      const { label, limit, required } = INFO[key] as HeaderFieldInfo;
      const box = boxes[index] as HTMLInputElement;
      // The label's own text; a required field's asterisk follows it.
      expect(box.labels?.[0]?.firstChild?.textContent).toBe(label);
      expect(box.required).toBe(required === true);
      expect(box).toHaveAttribute('maxlength', String(limit));
    });
    expect(screen.getByRole('textbox', { name: 'Contrato' })).toHaveValue('CT-778');
  });

  it("puts the editor's pedido where the table places it", () => {
    render(
      <HeaderFields
        value={headerForm(header)}
        onChange={() => undefined}
        pedido={{ value: '4500012345' }}
      />,
    );
    expect(shownNames()).toEqual(formKeys(true));
  });

  it('a field added to the table is stored as typed and refused over its limit', () => {
    expect(cleanHeader({ ...header, contrato: ' CT-9 ' } as InvoiceHeader)).toMatchObject({
      contrato: 'CT-9',
    });
    expect(validateBulletinHeader({ ...header, [CONTRATO]: 'x'.repeat(41) })).toEqual({
      message: FORM_MESSAGES.tooLong('Contrato', 40),
      fields: [CONTRATO],
    });
  });
});

describe('the header table lays out the printable bulletin (P54)', () => {
  /** The grid's cells as [label, value], in the order printed. */
  function cells(of: InvoiceHeader): [string, string][] {
    const { container } = render(<PdfHeaderFields header={of} date="01/02/2026" />);
    const grid = container.firstElementChild as HTMLElement;
    return [...grid.children].map((cell) => {
      const [label, value] = [...cell.children].map((part) => part.textContent ?? '');
      return [label ?? '', value ?? ''];
    });
  }

  /** The grid's labels the table asks for, in its order (whenSet fields only when `set`). */
  function gridLabels(set: boolean): string[] {
    return HEADER_KEYS.flatMap((key) => {
      const { label, pdf } = INFO[key] as HeaderFieldInfo;
      if (typeof pdf !== 'object' || pdf === null || (pdf.whenSet && !set)) return [];
      return [pdf.label ?? label];
    });
  }

  it("prints the grid's fields in the table's order, under their PDF labels", () => {
    const printed = cells(header);
    expect(printed.map(([label]) => label)).toEqual(gridLabels(true));
    expect(printed).toContainEqual(['Contrato', 'CT-778']);
    expect(printed).toContainEqual(['Km inicial', '12,5']);
    expect(printed).toContainEqual(['Operação: recebimento', '—']);
  });

  it('prints the pedido only once Dar Baixa set it', () => {
    const { pedido: _pedido, ...unset } = header;
    expect(cells(unset).map(([label]) => label)).toEqual(gridLabels(false));
  });

  it('signs with the fields the table places at the foot, under their labels', () => {
    render(<PdfSignatures header={header} />);
    for (const key of HEADER_KEYS.filter((k) => INFO[k]?.pdf === 'signature')) {
      const { label } = INFO[key] as HeaderFieldInfo;
      const line = screen.getByText(label).parentElement as HTMLElement;
      expect(within(line).getByText(String(header[key]))).toBeInTheDocument();
    }
  });
});
