import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Button } from './button';
import { buttonClassName, type ButtonVariant } from './button-class-name';

describe('Button', () => {
  it('is a non-submitting button by default, themed with the primary colours and the theme radius', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('bg-primary', 'text-on-primary', 'rounded-theme', 'focus-visible:outline-2');
  });

  it('has a distinct look for each variant of spec §2', () => {
    const variants: ButtonVariant[] = ['primary', 'secondary', 'tertiary', 'outline', 'outlineSecondary', 'light', 'white'];
    const classNames = variants.map((variant) => buttonClassName({ variant }));
    expect(new Set(classNames).size).toBe(variants.length);
    expect(buttonClassName({ variant: 'outlineSecondary' })).toContain('border-secondary');
    expect(buttonClassName({ variant: 'white' })).toContain('bg-white');
    expect(buttonClassName({ variant: 'outline' })).toContain('dark:text-primary-300');
  });

  it('styles its child instead with asChild, keeping the child a link', () => {
    render(
      <Button asChild variant="outline" size="lg">
        <a href="/vacancies" className="extra">
          Vacancies
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Vacancies' });
    expect(link).toHaveAttribute('href', '/vacancies');
    expect(link).toHaveClass('border-primary', 'extra', 'px-6');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps a submit button disabled in server-rendered HTML until the page has hydrated', async () => {
    const html = renderToString(<Button type="submit">Inloggen</Button>);
    expect(html).toContain('disabled=""');
    expect(renderToString(<Button>Menu</Button>)).not.toContain('disabled=""');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(container.querySelector('button')).toBeDisabled();
    await act(async () => {
      hydrateRoot(container, <Button type="submit">Inloggen</Button>);
    });
    expect(container.querySelector('button')).toBeEnabled();
  });

  it('is enabled at once when the browser draws it itself', () => {
    render(<Button type="submit">Opslaan</Button>);
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeEnabled();
  });
});

