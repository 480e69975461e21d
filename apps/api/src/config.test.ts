import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const SECRET = 'a-production-secret-that-is-long-enough-0123';

describe('loadConfig', () => {
  it('turns a flag on for each truthy word of spec 01 §1 and off for anything else', () => {
    for (const word of ['true', '1', 'yes', 'on', 'enabled', 'YES', ' On ']) {
      expect(loadConfig({ ENABLE_BETA_FEATURES: word }).features.enableBetaFeatures).toBe(true);
    }
    for (const word of ['false', '0', 'no', 'off', 'maybe']) {
      expect(loadConfig({ ENABLE_SUBSCRIPTION_FEATURES: word }).features.enableSubscriptionFeatures).toBe(
        false,
      );
    }
  });

  it('uses the spec defaults when flags are unset', () => {
    expect(loadConfig({}).features).toEqual({
      enableSubscriptionFeatures: true,
      enableBetaFeatures: false,
      enableAnalytics: true,
      enableNotifications: true,
    });
  });

  it('refuses to start in production with the development secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET must be set in production/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });

  it('seeds demo accounts only on the embedded database outside production, listening on loopback', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(loadConfig({}).seedDemo).toBe(true);
    for (const host of ['127.0.0.1', '::1', 'localhost'])
      expect(loadConfig({ HOST: host }).seedDemo).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.0.2.10', 'fertilia.example.org'])
      expect(loadConfig({ HOST: host }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example.org/fertilia' }).seedDemo).toBe(false);
  });

  it('reports every bad value with its variable name', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });

  it('derives the public URL from the port when unset and drops a trailing slash', () => {
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(loadConfig({ PUBLIC_URL: 'https://care.example.org/' }).publicUrl).toBe(
      'https://care.example.org',
    );
  });

  it('trusts a number of proxies or their addresses, never every hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true would trust every hop/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/"10.0.0.0\/33" is not an address/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.org' })).toThrow(/is not an address/);
  });

  it('ticks medication reminders every minute unless told otherwise, within 1 s to 15 min', () => {
    expect(loadConfig({}).medications.reminderTickMs).toBe(60_000);
    expect(loadConfig({ MEDICATION_REMINDER_TICK_MS: '2000' }).medications.reminderTickMs).toBe(2000);
    expect(() => loadConfig({ MEDICATION_REMINDER_TICK_MS: '999' })).toThrow(/at least 1000/);
    expect(() => loadConfig({ MEDICATION_REMINDER_TICK_MS: '900001' })).toThrow(/at most 900000/);
    expect(() => loadConfig({ MEDICATION_REMINDER_TICK_MS: '1500.5' })).toThrow(/whole number/);
    expect(() => loadConfig({ MEDICATION_REMINDER_TICK_MS: 'often' })).toThrow(/MEDICATION_REMINDER_TICK_MS/);
  });
});
