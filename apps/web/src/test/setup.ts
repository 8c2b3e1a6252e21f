import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { forgetEarlyRequests } from '../lib/api-client';
import { resetApiMock } from './api-mock';
import { matchMediaAt } from './match-media';
import { checkAndResetServer, server, settleRequests, startServer } from './server';

// Lazy routes are compiled on first use, which takes seconds when the machine is busy (files run
// in parallel): leave time for it. A test that waits for something that never comes still fails.
configure({ asyncUtilTimeout: 10_000 });

// No test opens a real hub connection: the socket is a fake that tests drive (test/fake-socket.ts).
vi.mock('socket.io-client', () => import('./fake-socket'));

// Every request goes to the Mock Service Worker server; one that no test declared fails it.
beforeAll(() => startServer());
afterAll(() => server.close());

// jsdom lacks these browser APIs that Mantine uses.
Object.defineProperty(window, 'matchMedia', { writable: true, value: matchMediaAt(null) });

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => undefined;

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await settleRequests();
  vi.unstubAllGlobals();
  document.cookie.split(';').forEach((part) => {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  });
  delete window.__VITRINA_CONFIG__;
  // What a page keeps for the tab (the sign-up draft) must not leak into the next test.
  window.sessionStorage.clear();
  // A route loader's request that no page took must not answer the next test's.
  forgetEarlyRequests();
  resetApiMock();
  checkAndResetServer();
});
