import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from './breadcrumbs';

describe('breadcrumbsFor', () => {
  it('names an id by the title its page gave, linking each prefix that is a page', () => {
    expect(breadcrumbsFor('/admin/users/42', 'maya_o')).toEqual([
      { label: 'Admin', to: '/admin' },
      { label: 'Users', to: '/admin/users' },
      { label: 'maya_o', to: undefined },
    ]);
  });

  /** Issue 15 item 10: "Conversation #1" and slugs turned into words. */
  it('never rebuilds a title from the address', () => {
    expect(breadcrumbsFor('/messages/1', 'Private conversation with Lena').at(-1)?.label).toBe(
      'Private conversation with Lena',
    );
    expect(
      breadcrumbsFor('/community/posts/my-first-cycle', 'My first IVF cycle: what I wish I knew'),
    ).toEqual([
      { label: 'Community', to: '/community' },
      // /community/posts is no page of its own: no link that would end on "not found".
      { label: 'Posts', to: undefined },
      { label: 'My first IVF cycle: what I wish I knew', to: undefined },
    ]);
  });

  it('leaves the title empty while the page loads it, and names its kind when it cannot', () => {
    expect(breadcrumbsFor('/community/posts/my-first-cycle').at(-1)).toEqual({ label: null });
    expect(breadcrumbsFor('/community/posts/my-first-cycle', null).at(-1)?.label).toBe('Post');
    expect(breadcrumbsFor('/admin/plans/2', null).at(-1)?.label).toBe('Plan');
    expect(breadcrumbsFor('/admin/support/7', null).at(-1)?.label).toBe('Message');
    expect(breadcrumbsFor('/patients/3', null).at(-1)?.label).toBe('Patient');
  });

  it('gives the title to the id segment, not to a fixed word after it', () => {
    expect(breadcrumbsFor('/community/posts/a-slug/edit', 'Waiting for results')).toEqual([
      { label: 'Community', to: '/community' },
      { label: 'Posts', to: undefined },
      { label: 'Waiting for results', to: '/community/posts/a-slug' },
      { label: 'Edit', to: undefined },
    ]);
  });

  it('spells fixed words properly', () => {
    expect(breadcrumbsFor('/ivf-prediction')).toEqual([{ label: 'IVF Prediction', to: undefined }]);
    expect(breadcrumbsFor('/admin-dashboard/faqs')).toEqual([
      { label: 'Admin Dashboard', to: '/admin-dashboard' },
      { label: 'FAQs', to: undefined },
    ]);
    expect(breadcrumbsFor('/appointments/stats').at(-1)?.label).toBe('Statistics');
  });

  it('has none for the root', () => {
    expect(breadcrumbsFor('/')).toEqual([]);
  });
});
