/** P63: the draft store a screen test gives the page (the in-memory one of adapters/memory). */
export { createMapDraftStore as createTestDraftStore } from '../../adapters/memory/draftStore';
