import { ptBR as corePtBR } from '@mui/material/locale';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { ptBR as dataGridPtBR } from '@mui/x-data-grid/locales';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * The app's theme with MUI's and the DataGrid's pt-BR texts ('Linhas por página', 'Nenhuma
 * linha', the grid's menus). Issue 24: it comes with the signed-in screens (routes.tsx loads it
 * beside each screen's chunk), so /login, which shows none of those texts, loads neither locale.
 */
export const localizedTheme = createTheme(theme, dataGridPtBR, corePtBR);

/** Gives its children the pt-BR theme. */
export function LocalizedTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={localizedTheme}>{children}</ThemeProvider>;
}
