import GlobalStyles from '@mui/material/GlobalStyles';
import { alpha } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import type { GridColDef, GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import { canDo } from '../../core/permissions';
import { useAppSelector } from '../../shared/hooks';
import { selectSessionUser } from '../../shared/session';
import { bulletinHref } from '../../shared/bulletinHandover';
import { LINKS } from './messages';

/**
 * Issue 22: from a report row to its bulletin. The bulletin id is a real link to its PDF view
 * (`/pdf?team=…&key=…`, a new tab), so a click, a middle-click, "copy link" and a screen reader
 * all work; beside it, Editar links to `/edit?team=…&key=…` where the role may edit. Both
 * screens read the record from the URL (useBulletinRoute): no session-storage handover is
 * needed, and /edit itself asks a non-admin for the password of a checked bulletin (D26).
 */

/** Where a new tab opens: no `window.opener` for the bulletin screen. */
const NEW_TAB = { target: '_blank', rel: 'noopener' } as const;

/**
 * SPEC §6: may the signed-in user edit a bulletin shown in a report? The home table's rule,
 * core `canDo(role, 'edit')` (its state part has nothing for 'edit'; the report lists only the
 * user's teams, so the team is one the user sees).
 */
export function useMayEditBulletins(): boolean {
  const user = useAppSelector(selectSessionUser);
  return canDo(user?.role, 'edit');
}

export interface BulletinLinksProps {
  team: string;
  bulletinKey: string;
  invoiceId: string;
  /**
   * The grid cell's tab index (DataGrid: 0 only on the grid's tab stop, so arrowing to the cell
   * focuses the link, and Tab goes on to Editar). Outside a grid: leave it out.
   */
  tabIndex?: 0 | -1;
}

/*
 * Plain elements with fixed class names, styled by one global style sheet
 * (`BULLETIN_LINK_STYLES`, rendered once by the report screen): a grid page renders these in
 * every row, and every styled component, SvgIcon included, makes emotion serialize and hash its
 * styles again on each render — MUI's Link, IconButton and Tooltip first, then `styled` anchors,
 * cost the main thread tens of milliseconds per page (issue 17: no task over 50 ms).
 */
const CLASS = {
  box: 'fat-bulletin-links',
  pdf: 'fat-bulletin-pdf-link',
  edit: 'fat-bulletin-edit-link',
} as const;

/** The links' styles, once for the whole screen (a constant element: never rendered again). */
export const BULLETIN_LINK_STYLES = (
  <GlobalStyles
    styles={(theme: Theme) => ({
      [`.${CLASS.box}`]: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: 4,
        maxWidth: '100%',
      },
      [`.${CLASS.pdf}`]: {
        color: theme.palette.primary.main,
        fontWeight: 600,
        fontVariantNumeric: 'tabular-nums',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        textDecoration: 'underline',
        textDecorationColor: alpha(theme.palette.primary.main, 0.4),
        '&:hover': { textDecorationColor: 'inherit' },
        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      },
      [`.${CLASS.edit}`]: {
        display: 'inline-flex',
        padding: 4,
        fontSize: 18,
        borderRadius: '50%',
        color: theme.palette.text.secondary,
        '&:hover': {
          backgroundColor: theme.palette.action.hover,
          color: theme.palette.text.primary,
        },
        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
        '& svg': { width: '1em', height: '1em', fill: 'currentColor' },
      },
    })}
  />
);

/** Material's EditOutlined, as a plain SVG (an SvgIcon is a styled component). */
const EDIT_ICON = (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="m14.06 9.02.92.92L5.92 19H5v-.92zM17.66 3c-.25 0-.51.1-.7.29l-1.83 1.83 3.75 3.75 1.83-1.83c.39-.39.39-1.02 0-1.41l-2.34-2.34c-.2-.2-.45-.29-.71-.29m-3.6 3.19L3 17.25V21h3.75L17.81 9.94z" />
  </svg>
);

/** The bulletin id as its PDF link, and Editar where the role may edit. */
export function BulletinLinks({ team, bulletinKey, invoiceId, tabIndex }: BulletinLinksProps) {
  const mayEdit = useMayEditBulletins();
  if (!team || !bulletinKey) return <>{invoiceId}</>;
  const editLabel = LINKS.edit(invoiceId);
  return (
    <span className={CLASS.box}>
      <a
        className={CLASS.pdf}
        href={bulletinHref('pdf', team, bulletinKey)}
        {...NEW_TAB}
        tabIndex={tabIndex}
        aria-label={LINKS.openPdf(invoiceId)}
        data-testid="bulletin-pdf-link"
      >
        {invoiceId}
      </a>
      {mayEdit && (
        // The native tooltip (`title`): a MUI Tooltip in every row weighed on each page.
        <a
          className={CLASS.edit}
          href={bulletinHref('edit', team, bulletinKey)}
          {...NEW_TAB}
          tabIndex={tabIndex}
          aria-label={editLabel}
          title={editLabel}
          data-testid="bulletin-edit-link"
        >
          {EDIT_ICON}
        </a>
      )}
    </span>
  );
}

/** A row that names its bulletin (the schemas' hidden `team` and `key`). */
interface BulletinRow {
  team: string;
  key: string;
}

/**
 * The grid columns with the column `idField` (the bulletin id: ID, Planilha, ID (Planilha),
 * N Planilha (ID)) shown as BulletinLinks. Sorting, widths and the value stay the schema's.
 */
export function withBulletinLinks<R extends GridValidRowModel>(
  columns: GridColDef<R>[],
  idField: string,
): GridColDef<R>[] {
  if (!columns.some((c) => c.field === idField)) throw new Error(`no column ${idField}`);
  return columns.map((column) =>
    column.field === idField
      ? {
          ...column,
          minWidth: Math.max(column.minWidth ?? 0, 112),
          renderCell: (params: GridRenderCellParams<R>) => {
            const row = params.row as unknown as BulletinRow;
            return (
              <BulletinLinks
                team={row.team}
                bulletinKey={row.key}
                invoiceId={String(params.value ?? '')}
                tabIndex={params.tabIndex}
              />
            );
          },
        }
      : column,
  );
}
