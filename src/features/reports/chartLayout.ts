/**
 * The grids of the chart reports, shared by their result (ChartBodies.tsx) and the area each
 * reserves while it loads (PendingBodies.tsx, issue 24): one layout, so the reserve has the
 * result's shape and nothing moves when the result replaces it.
 */

/** Mensal: one card per team, two per row from lg. */
export const MONTHLY_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** Por Tipo: the three insight cards. */
export const INSIGHTS_GRID = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
} as const;

/** Por Tipo: one chart per team. */
export const BY_TYPE_CHARTS_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, 1fr)',
    lg: 'repeat(3, 1fr)',
    xl: 'repeat(4, 1fr)',
  },
} as const;
