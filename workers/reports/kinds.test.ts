import { REPORTS } from '../../src/core/reports';
import { TINY_TEAMS, runTiny } from '../testSupport';

// The server keeps a result, pages it and names its CSV by the kind it answers as (SPEC §2).
describe('every report answers as the report it is', () => {
  it.each(REPORTS.map((r) => r.id))('%s', (kind) => {
    expect(runTiny(kind, TINY_TEAMS).kind).toBe(kind);
  });
});
