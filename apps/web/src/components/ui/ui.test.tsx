import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Trash2 } from 'lucide-react';
import { formatNumber } from '@/lib/format';
import { Avatar, initialsOf } from './avatar';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { FormField } from './form-field';
import { IconButton } from './icon-button';
import { Input } from './input';
import { Pagination } from './pagination';
import { ArticleSkeleton, Skeletons } from './skeleton';
import { Table, TableHeader } from './table';

describe('FormField', () => {
  it('labels the control and links hint and error to it', () => {
    render(
      <FormField label="Email" hint="We never share it" error="Invalid email format" required>
        <Input />
      </FormField>,
    );
    const input = screen.getByLabelText(/Email/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Invalid email format');
  });

  it('leaves a valid control unmarked and supports a render function', () => {
    render(<FormField label="Name">{(control) => <input {...control} />}</FormField>);
    const input = screen.getByLabelText('Name');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});

describe('Checkbox', () => {
  it('links its hint and error to the box, as FormField does for its control', () => {
    render(<Checkbox label="Post anonymously" hint="Nobody sees your name" error="Choose one" />);
    const box = screen.getByRole('checkbox', { name: 'Post anonymously' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Nobody sees your name Choose one');
  });

  it('stays a bare labelled box without them', () => {
    const { container } = render(<Checkbox label="Published" />);
    const box = screen.getByRole('checkbox', { name: 'Published' });
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).not.toHaveAttribute('aria-describedby');
    expect(container.firstElementChild?.tagName).toBe('LABEL');
  });
});

describe('Button', () => {
  it('is a non-submitting button by default and busy while loading', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} loading>
        Save
      </Button>,
    );
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('renders its child with asChild', () => {
    render(
      <Button asChild variant="secondary">
        <a href="/register">Get started</a>
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/register');
  });
});

describe('Skeletons', () => {
  const blocks = (container: HTMLElement) =>
    [...container.querySelectorAll('[aria-hidden="true"]')].map((block) => block.className);

  it('draws alike placeholders, or one per shape', () => {
    const { container, unmount } = render(<Skeletons count={3} className="h-14" />);
    expect(blocks(container)).toHaveLength(3);
    expect(blocks(container).every((classes) => classes.includes('h-14'))).toBe(true);
    unmount();
    const shaped = render(<Skeletons shapes={['h-6 w-2/3', 'h-16']} />);
    expect(blocks(shaped.container).map((classes) => classes.includes('h-6'))).toEqual([true, false]);
  });

  it('draws an article with its cover only when it has one', () => {
    const { container, unmount } = render(<ArticleSkeleton />);
    expect(blocks(container)).toHaveLength(6);
    unmount();
    const withCover = render(<ArticleSkeleton cover />);
    expect(blocks(withCover.container)).toHaveLength(7);
    expect(blocks(withCover.container)[2]).toContain('aspect-[16/9]');
  });
});

describe('IconButton', () => {
  it('is named by its label, shows only the icon and does what it is pressed for', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Delete plan Basic" icon={Trash2} tone="danger" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Delete plan Basic' });
    expect(button).toHaveTextContent('');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(button.querySelector('svg')).toHaveClass('text-danger');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('TableHeader', () => {
  it('heads the columns, with an actions column named for screen readers only', () => {
    render(
      <Table aria-label="Plans">
        <TableHeader columns={['Plan', { label: 'Status', className: 'hidden sm:table-cell' }]} actions />
      </Table>,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['Plan', 'Status', 'Actions']);
    expect(headers[1]).toHaveClass('hidden');
    expect(headers[2]!.firstElementChild).toHaveClass('sr-only');
  });

  it('has no actions column unless asked', () => {
    render(
      <Table aria-label="Readings">
        <TableHeader columns={['Date', 'Temperature']} />
      </Table>,
    );
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
  });
});

describe('Pagination', () => {
  it('says which items show and moves by the page size', async () => {
    const onChange = vi.fn();
    render(<Pagination skip={20} limit={20} total={45} onChange={onChange} />);
    expect(screen.getByText('21–40 of 45')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(onChange).toHaveBeenLastCalledWith(40);
    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('writes large counts in the member’s locale', () => {
    render(<Pagination skip={1000} limit={20} total={12345} onChange={() => undefined} />);
    expect(
      screen.getByText(`${formatNumber(1001)}–${formatNumber(1020)} of ${formatNumber(12345)}`),
    ).toBeInTheDocument();
  });

  it('disables what cannot move', () => {
    render(<Pagination skip={0} limit={20} total={0} onChange={() => undefined} />);
    expect(screen.getByText('0–0 of 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
  });
});

describe('Avatar', () => {
  it('falls back to initials', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('ada_l')).toBe('A');
    expect(initialsOf('  ')).toBe('?');
    render(<Avatar name="Grace Hopper" />);
    expect(screen.getByRole('img', { name: 'Grace Hopper' })).toHaveTextContent('GH');
  });
});
