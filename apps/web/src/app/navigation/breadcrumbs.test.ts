import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from './breadcrumbs';

describe('breadcrumbsFor', () => {
  it('links each segment to its prefix and leaves the last unlinked', () => {
    expect(breadcrumbsFor('/admin/users/42')).toEqual([
      { label: 'Admin', to: '/admin' },
      { label: 'Users', to: '/admin/users' },
      { label: '42' },
    ]);
  });

  it('spells known words properly', () => {
    expect(breadcrumbsFor('/ivf-prediction')).toEqual([{ label: 'IVF Prediction' }]);
    expect(breadcrumbsFor('/admin-dashboard/faqs')).toEqual([
      { label: 'Admin Dashboard', to: '/admin-dashboard' },
      { label: 'FAQs' },
    ]);
  });

  it('title-cases other segments and has none for the root', () => {
    expect(breadcrumbsFor('/community/posts/my-first-cycle')).toEqual([
      { label: 'Community', to: '/community' },
      { label: 'Posts', to: '/community/posts' },
      { label: 'My First Cycle' },
    ]);
    expect(breadcrumbsFor('/')).toEqual([]);
  });
});
