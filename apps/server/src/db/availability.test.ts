import { createServer, type Socket } from 'node:net';
import Fastify from 'fastify';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../../../scripts/server-process.ts';
import { registerErrorHandling, registerRequestDeadline } from '../lib/errors.ts';
import { createDatabaseMonitor, isDatabaseUnavailableError } from './availability.ts';
import { createSql } from './client.ts';

const UNAVAILABLE = { detail: 'Сервис временно недоступен. Попробуйте позже', code: 'UNAVAILABLE' };

describe('database unavailable errors', () => {
  it('recognises connection failures and server shutdowns, also wrapped, and nothing else', () => {
    for (const code of [
      'ECONNREFUSED',
      'ECONNRESET',
      'CONNECT_TIMEOUT',
      'CONNECTION_CLOSED',
      '57P01',
      '08006',
      '57014',
    ]) {
      expect(isDatabaseUnavailableError(Object.assign(new Error('x'), { code })), code).toBe(true);
    }
    const wrapped = new Error('Failed query', { cause: Object.assign(new Error('y'), { code: 'ECONNREFUSED' }) });
    expect(isDatabaseUnavailableError(wrapped)).toBe(true);
    // The socket of a stopped cluster is gone; a missing file elsewhere says nothing about the database.
    const noSocket = Object.assign(new Error('connect ENOENT'), { code: 'ENOENT', syscall: 'connect' });
    expect(isDatabaseUnavailableError(noSocket)).toBe(true);
    expect(isDatabaseUnavailableError(Object.assign(new Error('open'), { code: 'ENOENT', syscall: 'open' }))).toBe(
      false,
    );
    for (const code of ['23505', '22P02', '42P01', undefined]) {
      expect(isDatabaseUnavailableError(Object.assign(new Error('z'), { code })), String(code)).toBe(false);
    }
  });

  it('answers a request that met a dead database with a Russian 503 that names nothing inside', async () => {
    const port = await freePort();
    const deadSql = createSql(`postgres://nobody:secret@127.0.0.1:${port}/none`, { max: 1 });
    let reported = 0;
    const app = Fastify();
    registerErrorHandling(app, { onDatabaseUnavailable: () => reported++ });
    app.get('/api/thing', async () => deadSql`select 1`);
    try {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: '/api/thing' });
      expect(performance.now() - started).toBeLessThan(3_000);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual(UNAVAILABLE);
      expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
      expect(response.body).not.toContain(String(port));
      expect(reported).toBe(1);
    } finally {
      await app.close();
      await deadSql.end({ timeout: 1 });
    }
  });
});

describe('request deadline', () => {
  it('answers 503 when a handler has not answered in time', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    registerRequestDeadline(app, 300);
    app.get('/api/stuck', () => new Promise((resolve) => setTimeout(() => resolve({ late: true }), 2_000)));
    app.get('/api/quick', async () => ({ quick: true }));
    try {
      const started = performance.now();
      const stuck = await app.inject({ method: 'GET', url: '/api/stuck' });
      expect(performance.now() - started).toBeLessThan(1_500);
      expect(stuck.statusCode).toBe(503);
      expect(stuck.json()).toEqual(UNAVAILABLE);
      const quick = await app.inject({ method: 'GET', url: '/api/quick' });
      expect(quick.json()).toEqual({ quick: true });
    } finally {
      await app.close();
    }
  });
});

describe('database monitor', () => {
  const sql = createSql(inject('databaseUrl'), { max: 1 });
  afterAll(() => sql.end());

  it('reports the suite database available', async () => {
    const monitor = createDatabaseMonitor(sql);
    try {
      expect(await monitor.check()).toBe(true);
      expect(monitor.available).toBe(true);
    } finally {
      await monitor.close();
    }
  });

  it('notices a database nobody answers for within a second and tells its listener', async () => {
    const deadSql = createSql(`postgres://nobody:secret@127.0.0.1:${await freePort()}/none`, { max: 1 });
    const changes: boolean[] = [];
    const monitor = createDatabaseMonitor(deadSql, { onChange: (available) => changes.push(available) });
    try {
      const started = performance.now();
      expect(await monitor.check()).toBe(false);
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(monitor.available).toBe(false);
      expect(changes).toEqual([false]);
    } finally {
      await monitor.close();
      await deadSql.end({ timeout: 1 });
    }
  });

  it('takes one slow answer for a busy machine and two in a row for an outage', async () => {
    // Accepts connections and never answers, like a server that hangs.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const hungSql = createSql(`postgres://nobody:secret@127.0.0.1:${port}/none`, { max: 1 });
    const monitor = createDatabaseMonitor(hungSql, { probeTimeoutMs: 200 });
    try {
      expect(await monitor.check()).toBe(true);
      expect(await monitor.check()).toBe(false);
    } finally {
      await monitor.close();
      await hungSql.end({ timeout: 0 });
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});
