// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Invoice } from '../../core/model';
import { writeHandover } from '../../shared/bulletinHandover';
import type { HandoverTarget } from '../../shared/bulletinHandover';
import { useBulletinRoute } from './useBulletinRoute';

/** A handed-over copy, told apart by its title. */
const copy = (title: string): Invoice => ({ header: { title } });

function Probe({ target }: { target: HandoverTarget }) {
  const { team, key, handover } = useBulletinRoute(target);
  return (
    <>
      <span data-testid="team">{team ?? '(none)'}</span>
      <span data-testid="key">{key ?? '(none)'}</span>
      <span data-testid="painted">{handover?.invoice.header?.title ?? '(none)'}</span>
    </>
  );
}

function open(target: HandoverTarget, path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <Probe target={target} />
    </Router>,
  );
  return {
    route: () => ({
      team: screen.getByTestId('team').textContent,
      key: screen.getByTestId('key').textContent,
      painted: screen.getByTestId('painted').textContent,
    }),
    currentPath: () => location.history.at(-1),
  };
}

beforeEach(() => sessionStorage.clear());

describe.each<HandoverTarget>(['edit', 'pdf'])(
  'useBulletinRoute: one precedence for /%s',
  (target) => {
    it('the URL alone names the bulletin', () => {
      const { route, currentPath } = open(target, `/${target}?team=A&key=k1`);
      expect(route()).toEqual({ team: 'A', key: 'k1', painted: '(none)' });
      expect(currentPath()).toBe(`/${target}?team=A&key=k1`);
    });

    it("a handover of the URL's bulletin is its first paint", () => {
      writeHandover(target, { team: 'A', key: 'k1', invoice: copy('Cópia de k1') });
      const { route } = open(target, `/${target}?team=A&key=k1`);
      expect(route()).toEqual({ team: 'A', key: 'k1', painted: 'Cópia de k1' });
    });

    it('the URL wins over a handover of another bulletin, which is not painted', () => {
      writeHandover(target, { team: 'A', key: 'k2', invoice: copy('Cópia de k2') });
      const { route, currentPath } = open(target, `/${target}?team=A&key=k1`);
      expect(route()).toEqual({ team: 'A', key: 'k1', painted: '(none)' });
      expect(currentPath()).toBe(`/${target}?team=A&key=k1`);
    });

    it('with no query the handover names the bulletin, and the URL then carries it', async () => {
      writeHandover(target, { team: 'A', key: 'k1', invoice: copy('Cópia de k1') });
      const { route, currentPath } = open(target, `/${target}`);
      expect(route()).toEqual({ team: 'A', key: 'k1', painted: 'Cópia de k1' });
      await waitFor(() => expect(currentPath()).toBe(`/${target}?team=A&key=k1`));
    });

    it('the handover supplies only the parameter the URL lacks, when it agrees with the other', async () => {
      writeHandover(target, { team: 'A', key: 'k1', invoice: copy('Cópia de k1') });
      const { route, currentPath } = open(target, `/${target}?team=A`);
      expect(route()).toEqual({ team: 'A', key: 'k1', painted: 'Cópia de k1' });
      await waitFor(() => expect(currentPath()).toBe(`/${target}?team=A&key=k1`));
    });

    it("a handover that disagrees with the URL's team is never mixed in", () => {
      writeHandover(target, { team: 'B', key: 'k9', invoice: copy('Cópia da equipe B') });
      const { route, currentPath } = open(target, `/${target}?team=A`);
      expect(route()).toEqual({ team: 'A', key: '(none)', painted: '(none)' });
      expect(currentPath()).toBe(`/${target}?team=A`);
    });

    it("a handover that disagrees with the URL's key is never mixed in", () => {
      writeHandover(target, { team: 'B', key: 'k9', invoice: copy('Cópia da equipe B') });
      const { route } = open(target, `/${target}?key=k1`);
      expect(route()).toEqual({ team: '(none)', key: 'k1', painted: '(none)' });
    });

    it('empty parameters count as missing', async () => {
      writeHandover(target, { team: 'A', key: 'k1', invoice: copy('Cópia de k1') });
      const { route, currentPath } = open(target, `/${target}?team=&key=`);
      expect(route()).toEqual({ team: 'A', key: 'k1', painted: 'Cópia de k1' });
      await waitFor(() => expect(currentPath()).toBe(`/${target}?team=A&key=k1`));
    });

    it("the other screen's handover is not this one's", () => {
      const other: HandoverTarget = target === 'edit' ? 'pdf' : 'edit';
      writeHandover(other, { team: 'A', key: 'k1', invoice: copy('Cópia de k1') });
      const { route } = open(target, `/${target}`);
      expect(route()).toEqual({ team: '(none)', key: '(none)', painted: '(none)' });
    });
  },
);
