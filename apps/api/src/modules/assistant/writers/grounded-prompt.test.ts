import { describe, expect, it } from 'vitest';
import type { WriterInput } from '../passage';
import { GROUNDED_SYSTEM_PROMPT, groundedMessages } from './grounded-prompt';
import { EMBRYO_TRANSFER, FAQ_AMH, FERTILE_WINDOW, OHSS } from './test/knowledge-passages';

const base: WriterInput = {
  question: 'When is my fertile window?',
  passages: [FERTILE_WINDOW, FAQ_AMH],
  context: null,
  history: [],
};

describe('groundedMessages', () => {
  it('sets the rules in the system message', () => {
    const [system] = groundedMessages(base);
    expect(system).toEqual({ role: 'system', content: GROUNDED_SYSTEM_PROMPT });
    for (const rule of [
      /ONLY from the numbered passages/,
      /\[1\]/,
      /clinician/,
      /Never diagnose/,
      /dose/,
      /plain, kind/,
    ]) {
      expect(system!.content).toMatch(rule);
    }
  });

  it('numbers the given passages, with title and section, and includes no others', () => {
    const messages = groundedMessages(base);
    expect(messages).toHaveLength(2);
    const user = messages[1]!;
    expect(user.role).toBe('user');
    expect(user.content).toContain(
      `[1] The menstrual cycle and your fertile window — The fertile window\n${FERTILE_WINDOW.body}`,
    );
    expect(user.content).toContain(`[2] What does AMH mean?\n${FAQ_AMH.body}`);
    expect(user.content).not.toContain('[3]');
    for (const other of [OHSS, EMBRYO_TRANSFER]) expect(user.content).not.toContain(other.body.slice(0, 40));
    expect(user.content.endsWith('Question: When is my fertile window?')).toBe(true);
  });

  it('sends no context text when context is null or empty', () => {
    for (const context of [null, []]) {
      const text = groundedMessages({ ...base, context })
        .map((m) => m.content)
        .join('\n');
      expect(text).not.toContain('shared about themselves (use');
      expect(text).not.toContain('Cycle phase');
    }
  });

  it('adds her context items, when given, before the question', () => {
    const user = groundedMessages({
      ...base,
      context: [
        { key: 'cycle_phase', label: 'Cycle phase', value: 'luteal phase (cycle day 22)' },
        { key: 'age_band', label: 'Age band', value: '35–37' },
      ],
    }).at(-1)!.content;
    expect(user).toMatch(/- Cycle phase: luteal phase \(cycle day 22\)\n- Age band: 35–37\n\nQuestion: /);
  });

  it('carries the last four turns of history, without old markers, before the new question', () => {
    const history = [
      { isUser: true, content: 'first question' },
      { isUser: false, content: 'first answer [1].' },
      { isUser: true, content: 'second question' },
      { isUser: false, content: 'AMH is a blood test [2]. It varies [1, 3].' },
      { isUser: true, content: 'third question' },
    ];
    const messages = groundedMessages({ ...base, history });
    expect(messages.slice(1, -1)).toEqual([
      { role: 'assistant', content: 'first answer.' },
      { role: 'user', content: 'second question' },
      { role: 'assistant', content: 'AMH is a blood test. It varies.' },
      { role: 'user', content: 'third question' },
    ]);
  });
});
