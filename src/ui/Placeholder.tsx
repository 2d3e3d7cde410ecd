import Box from '@mui/material/Box';

/**
 * Issue 24: a grey bar where a text or control that needs data will be, in a screen's frame
 * (prerendered before the app's script has run); hidden from assistive technology.
 */
export function Placeholder({
  width,
  height = '1em',
}: {
  width: number | string;
  height?: number | string;
}) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width,
        maxWidth: '100%',
        height,
        borderRadius: 1,
        bgcolor: 'rgba(16,42,67,0.08)',
        verticalAlign: 'middle',
      }}
    />
  );
}
