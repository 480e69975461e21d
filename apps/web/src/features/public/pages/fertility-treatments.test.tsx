import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '@/test/render';
import { Component as FertilityTreatments } from './fertility-treatments';

const KNOWLEDGE_DIR = path.resolve(__dirname, '../../../../../../content/knowledge-hub');

describe('the public fertility treatments page', () => {
  it('walks through the IVF steps in order, then the simpler treatments', () => {
    renderRoutes([{ path: '/', element: <FertilityTreatments /> }], '/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Fertility treatments, step by step' }),
    ).toBeInTheDocument();
    const steps = screen.getAllByRole('heading', { level: 3, name: /^Step \d+:/ }).map((h) => h.textContent);
    expect(steps[0]).toBe('Step 1: Assessment and tests');
    expect(steps).toContain('Step 4: Trigger injection');
    expect(steps.at(-1)).toBe('Step 11: Frozen embryo transfers');
    expect(screen.getByRole('heading', { name: 'Intrauterine insemination (IUI)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ovulation induction' })).toBeInTheDocument();
  });

  it('links only to knowledge hub articles that exist, and offers to sign up or book', () => {
    renderRoutes([{ path: '/', element: <FertilityTreatments /> }], '/');
    const slugs = screen
      .getAllByRole('link')
      .map((a) => a.getAttribute('href')!)
      .filter((href) => href.startsWith('/knowledge-hub/'))
      .map((href) => href.slice('/knowledge-hub/'.length));
    expect(slugs.length).toBeGreaterThan(8);
    for (const slug of slugs) expect(fs.existsSync(path.join(KNOWLEDGE_DIR, `${slug}.md`)), slug).toBe(true);
    expect(screen.getAllByRole('link', { name: /Sign up|Create your free account/ })[0]).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getAllByRole('link', { name: 'Book a consultation' })[0]).toHaveAttribute(
      'href',
      '/appointments/book',
    );
  });
});
