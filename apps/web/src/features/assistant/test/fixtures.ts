import {
  ASSISTANT_STARTER_QUESTIONS,
  type AssistantCitation,
  type AssistantMessage,
  type AssistantSession,
  type AssistantStatus,
} from '@fertilia/contracts';

export const status = (over: Partial<AssistantStatus> = {}): AssistantStatus => ({
  writer: 'extractive',
  model: null,
  retrieval: 'full_text',
  passages: 120,
  starter_questions: [...ASSISTANT_STARTER_QUESTIONS],
  ...over,
});

export const session = (over: Partial<AssistantSession> = {}): AssistantSession => ({
  id: 1,
  title: 'What are the warning signs of OHSS?',
  type: 'general',
  use_my_context: false,
  share_context_with_model: false,
  message_count: 2,
  created_at: '2026-11-24T09:00:00.000Z',
  updated_at: '2026-11-24T09:01:00.000Z',
  ...over,
});

export const citation = (n: number, over: Partial<AssistantCitation> = {}): AssistantCitation => ({
  n,
  source: 'knowledge',
  title: 'OHSS warning signs',
  section: 'Warning signs: contact your clinic the same day',
  url: '/knowledge-hub/ohss-warning-signs#warning-signs-contact-your-clinic-the-same-day',
  excerpt: 'Call your clinic the same day if your tummy swells quickly or you pass little urine.',
  ...over,
});

export const question = (over: Partial<AssistantMessage> = {}): AssistantMessage => ({
  id: 10,
  session_id: 1,
  content: 'What are the warning signs of OHSS?',
  is_user: true,
  created_at: '2026-11-24T09:00:30.000Z',
  kind: null,
  citations: [],
  context_used: null,
  writer: null,
  stopped: false,
  feedback: null,
  ...over,
});

export const answer = (over: Partial<AssistantMessage> = {}): AssistantMessage => ({
  id: 11,
  session_id: 1,
  content:
    'A swollen tummy and passing little urine are warning signs [1].\n\nCall your clinic the same day [1][2].',
  is_user: false,
  created_at: '2026-11-24T09:00:31.000Z',
  kind: 'answer',
  citations: [
    citation(1),
    citation(2, {
      source: 'faq',
      title: 'When should I call my clinic?',
      section: null,
      url: '/faq#faq-12',
      excerpt: 'Call the clinic for pain that does not settle.',
    }),
  ],
  context_used: null,
  writer: 'extractive',
  stopped: false,
  feedback: null,
  ...over,
});
