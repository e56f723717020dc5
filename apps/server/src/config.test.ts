import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemoData).toBe(true);
    expect(config.jobsEnabled).toBe(true);
    expect(config.dataDir).toMatch(/data$/);
  });

  it('runs the scheduled jobs unless JOBS_ENABLED turns them off', () => {
    expect(loadConfig({ JOBS_ENABLED: 'false' }).jobsEnabled).toBe(false);
    expect(loadConfig({ JOBS_ENABLED: '1' }).jobsEnabled).toBe(true);
    expect(() => loadConfig({ JOBS_ENABLED: 'sometimes' })).toThrowError(
      /JOBS_ENABLED must be true or false/,
    );
  });

  it('names the variable and the bad value in one line', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrowError(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrowError(
      'Invalid configuration: PORT must be a whole number from 0 to 65535 (got "abc")',
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrowError(/PORT must be a whole number/);
  });

  it('reports every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).toContain('PORT');
      expect(String(error)).toContain('LOG_LEVEL must be one of');
      expect(String(error).split('\n')).toHaveLength(1);
    }
  });

  it('accepts only PostgreSQL URLs for DATABASE_URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x/y' })).toThrowError(/DATABASE_URL/);
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@db.internal:5432/hearth' });
    expect(config.databaseUrl).toBe('postgres://u:p@db.internal:5432/hearth');
  });

  it('does not seed demo data into an external database unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db' }).seedDemoData).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://h/db', SEED_DEMO_DATA: 'true' }).seedDemoData,
    ).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });

  it('has no map tiles unless a tile URL is given', () => {
    expect(loadConfig({}).map).toEqual({ tileUrl: null, attribution: null });
    const config = loadConfig({
      MAP_TILE_URL: 'https://{s}.tile.example/{z}/{x}/{y}{r}.png',
      MAP_TILE_ATTRIBUTION: '  © Example contributors ',
    });
    expect(config.map).toEqual({
      tileUrl: 'https://{s}.tile.example/{z}/{x}/{y}{r}.png',
      attribution: '© Example contributors',
    });
  });

  it('accepts only http(s) tile URL templates with {z}, {x} and {y}', () => {
    for (const bad of [
      'https://tile.example/{z}/{x}.png',
      'ftp://tile.example/{z}/{x}/{y}.png',
      'javascript:alert(1)//{z}/{x}/{y}',
      'tile.example/{z}/{x}/{y}.png',
    ]) {
      expect(() => loadConfig({ MAP_TILE_URL: bad }), bad).toThrowError(
        `MAP_TILE_URL must be an http:// or https:// URL with {z}, {x} and {y} in it (got "${bad}")`,
      );
    }
    expect(loadConfig({ MAP_TILE_URL: 'http://localhost:8080/{z}/{x}/{y}.png' }).map.tileUrl).toBe(
      'http://localhost:8080/{z}/{x}/{y}.png',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });
});
