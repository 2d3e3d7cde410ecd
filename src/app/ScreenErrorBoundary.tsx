import Typography from '@mui/material/Typography';
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorDetail, FullPageMessage, RetryButton } from '../ui/FullPageMessage';
import { SCREEN_FAILURE_MESSAGES as M } from './messages';

interface ScreenErrorBoundaryProps {
  children: ReactNode;
  /** 'Tentar novamente': loads the page again (React.lazy keeps a failed download's error). */
  onRetry?: () => void;
}

/**
 * A screen whose code failed to download (a dropped connection, a deploy that replaced the
 * chunks) or that threw while rendering: the page says so in Portuguese, with 'Tentar
 * novamente', instead of going blank. One per route (routes.tsx), so the next route starts
 * afresh.
 */
export class ScreenErrorBoundary extends Component<
  ScreenErrorBoundaryProps,
  { error: Error | null }
> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('screen:', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <FullPageMessage title={M.title}>
        <Typography sx={{ mb: 1.5 }}>{M.text}</Typography>
        <Typography color="textSecondary" sx={{ fontSize: '0.85rem' }}>
          {M.detail}
        </Typography>
        <ErrorDetail>{error.message}</ErrorDetail>
        <RetryButton onRetry={this.props.onRetry} />
      </FullPageMessage>
    );
  }
}
