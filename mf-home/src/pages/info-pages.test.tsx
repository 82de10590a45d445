import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, setupApi } from '@school/shared-ui/testing';
import { phoneText } from '@school/shared-ui/kit';
import { HomeApp, preloadPage } from '../home-app.tsx';

const { serve: serveApi } = setupApi();

// Each page is a chunk of its own: fetch it first, as the parcel does before it renders.
const open = async (route: string) => {
  serveApi();
  await preloadPage(route);
  renderRoute(<HomeApp />, { route });
};

describe('school information pages', () => {
  it.each([
    ['/About', 'About Us', 'Our Vision'],
    ['/AboutSociety', 'About Society', 'What the Society Stands For'],
    ['/Patron', 'Our Patron', 'Why Mary'],
    ['/ErpSoftware', 'ERP Software', 'Credits'],
    ['/Pphelp', 'Parent Portal Help', 'Pay Fees in the Mobile App'],
  ])('%s renders its content', async (route, title, section) => {
    await open(route);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
  });

  it.each([
    ['/About', ['Home', 'School', 'About Us']],
    ['/OurStaff', ['Home', 'Office Bearers', 'Our Staff']],
    ['/ErpSoftware', ['Home', 'ERP Software']],
  ])('%s has the breadcrumb of its site-map route', async (route, crumbs) => {
    await open(route);
    const items = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(crumbs);
  });

  it('a path mf-home does not serve shows "Page not found", not a blank page', async () => {
    await open('/Gallery');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('fills the school name from the profile', async () => {
    await open('/About');
    expect(screen.getByText(/^Test Convent School is a private English-medium school/)).toBeInTheDocument();
  });

  it('Pphelp gives the help desk hours and the profile contacts', async () => {
    await open('/Pphelp');
    expect(screen.getByText(/from 8 AM to 8 PM on all working days/)).toBeInTheDocument();
    expect(
      within(screen.getByTestId('help-desk-contacts')).getByRole('link', { name: 'office@school.test' }),
    ).toHaveAttribute('href', 'mailto:office@school.test');
  });

  it('Pphelp sends parents to the fee payment site, promising no Fees area on this website', async () => {
    await open('/Pphelp');
    const article = screen.getByTestId('article');
    expect(article).toHaveTextContent(
      'log in with Parent Login on this website and choose Pay fees in the Parent Portal',
    );
    expect(article).not.toHaveTextContent(/parent portal on this website|Choose Fees/i);
  });

  it('OurStaff lists about 83 staff with serial no, name and designation', async () => {
    await open('/OurStaff');
    const rows = within(screen.getByTestId('staff-table')).getAllByRole('row');
    expect(rows).toHaveLength(84);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['S. No.', 'Name', 'Designation']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', 'Sr. Lydia Fernandes', 'Principal']);
    expect(within(rows[83]!).getAllByRole('cell')[0]).toHaveTextContent('83');
  });

  it('SchoolCabinet shows a picture grid of office bearers', async () => {
    await open('/SchoolCabinet');
    expect(within(screen.getByTestId('cabinet-grid')).getAllByRole('img').length).toBeGreaterThanOrEqual(8);
    expect(screen.getByText('Head Girl')).toBeInTheDocument();
  });

  it('SchoolInfrastructure shows its 8 captions', async () => {
    await open('/SchoolInfrastructure');
    const captions = [...screen.getByTestId('infrastructure-grid').querySelectorAll('figcaption')].map(
      (c) => c.textContent,
    );
    expect(captions).toEqual([
      'Library',
      'Dance + Music',
      'Dance + Music',
      'Smart Classroom',
      'Computer Lab',
      'Biology Lab',
      'Physics Lab',
      'Chemistry Lab',
    ]);
    expect(screen.getAllByRole('img')).toHaveLength(8);
  });

  it.each(['/Contactus', '/ContactUs'])('%s shows address, two phones, e-mail and a titled map', async (route) => {
    await open(route);
    const details = within(screen.getByTestId('contact-details'));
    expect(details.getByText('1 Test Road')).toBeInTheDocument();
    expect(details.getByRole('link', { name: phoneText('+91 100 000 0001') })).toHaveAttribute(
      'href',
      'tel:+911000000001',
    );
    expect(details.getByRole('link', { name: phoneText('+91 100 000 0002') })).toBeInTheDocument();
    expect(details.getByRole('link', { name: 'office@school.test' })).toHaveAttribute(
      'href',
      'mailto:office@school.test',
    );
    const map = screen.getByTitle('Map showing the location of Test Convent School');
    expect(map).toHaveAttribute('src', 'https://maps.example/embed');
    // The frame takes the site's own Referrer-Policy header: an attribute could only loosen it.
    expect(map).not.toHaveAttribute('referrerpolicy');
  });

  it('names the school in a heading beside the address, as <address> may hold no heading', async () => {
    await open('/Contactus');
    const heading = within(screen.getByTestId('contact-details')).getByRole('heading', {
      level: 2,
      name: 'Test Convent School',
    });
    expect(heading.closest('address')).toBeNull();
    expect(screen.getByText('1 Test Road').closest('address')).not.toBeNull();
  });
});
