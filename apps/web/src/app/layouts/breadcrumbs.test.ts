import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from './breadcrumbs';

describe('breadcrumbsFor', () => {
  it('links each segment to its prefix and leaves the last unlinked', () => {
    expect(breadcrumbsFor('/admin/users/42')).toEqual([
      { label: 'Admin', to: '/admin' },
      { label: 'Users', to: '/admin/users' },
      { label: 'User #42' },
    ]);
  });

  it('names numeric ids after the collection they belong to', () => {
    expect(breadcrumbsFor('/admin/plans/2').at(-1)).toEqual({ label: 'Plan #2' });
    expect(breadcrumbsFor('/admin/support/7').at(-1)).toEqual({ label: 'Message #7' });
    expect(breadcrumbsFor('/blog/12').at(-1)).toEqual({ label: 'Post #12' });
    expect(breadcrumbsFor('/admin/users/3/edit')).toEqual([
      { label: 'Admin', to: '/admin' },
      { label: 'Users', to: '/admin/users' },
      { label: 'User #3', to: '/admin/users/3' },
      { label: 'Edit' },
    ]);
    expect(breadcrumbsFor('/orders/5').at(-1)).toEqual({ label: '#5' });
  });

  it('title-cases slugs of articles and posts', () => {
    expect(breadcrumbsFor('/blog/ivf-success-rates-2024').at(-1)).toEqual({
      label: 'IVF Success Rates 2024',
    });
    expect(breadcrumbsFor('/knowledge-hub/egg-freezing-basics')).toEqual([
      { label: 'Knowledge Hub', to: '/knowledge-hub' },
      { label: 'Egg Freezing Basics' },
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
