import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeApp } from '../home-app.tsx';
import { renderAt, serveApi, startMockApi } from '../testing/render.tsx';

startMockApi();

const open = (route: string) => {
  serveApi();
  renderAt(<HomeApp />, route);
};

describe('school information pages', () => {
  it.each([
    ['/About', 'About Us', 'Our Vision'],
    ['/AboutSociety', 'About Society', 'What the Society Stands For'],
    ['/Patron', 'Our Patron', 'Why Mary'],
    ['/ErpSoftware', 'ERP Software', 'Credits'],
    ['/Pphelp', 'Parent Portal Help', 'Pay Fees in the Mobile App'],
  ])('%s renders its content', (route, title, section) => {
    open(route);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
  });

  it('fills the school name from the profile', () => {
    open('/About');
    expect(screen.getByText(/^Test Convent School is a private English-medium school/)).toBeInTheDocument();
  });

  it('Pphelp gives the help desk hours and the profile contacts', () => {
    open('/Pphelp');
    expect(screen.getByText(/from 8 AM to 8 PM on all working days/)).toBeInTheDocument();
    expect(within(screen.getByTestId('help-desk-contacts')).getByRole('link', { name: 'office@school.test' })).toHaveAttribute('href', 'mailto:office@school.test');
  });

  it('OurStaff lists about 83 staff with serial no, name and designation', () => {
    open('/OurStaff');
    const rows = within(screen.getByTestId('staff-table')).getAllByRole('row');
    expect(rows).toHaveLength(84);
    expect(within(rows[0]!).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['S. No.', 'Name', 'Designation']);
    expect(within(rows[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', 'Sr. Lydia Fernandes', 'Principal']);
    expect(within(rows[83]!).getAllByRole('cell')[0]).toHaveTextContent('83');
  });

  it('SchoolCabinet shows a picture grid of office bearers', () => {
    open('/SchoolCabinet');
    expect(within(screen.getByTestId('cabinet-grid')).getAllByRole('img').length).toBeGreaterThanOrEqual(8);
    expect(screen.getByText('Head Girl')).toBeInTheDocument();
  });

  it('SchoolInfrastructure shows the 8 captions SPEC lists', () => {
    open('/SchoolInfrastructure');
    const captions = [...screen.getByTestId('infrastructure-grid').querySelectorAll('figcaption')].map((c) => c.textContent);
    expect(captions).toEqual(['Library', 'Dance + Music', 'Dance + Music', 'Smart Classroom', 'Computer Lab', 'Biology Lab', 'Physics Lab', 'Chemistry Lab']);
    expect(screen.getAllByRole('img')).toHaveLength(8);
  });

  it.each(['/Contactus', '/ContactUs'])('%s shows address, two phones, e-mail and a titled map', (route) => {
    open(route);
    const details = within(screen.getByTestId('contact-details'));
    expect(details.getByText('1 Test Road')).toBeInTheDocument();
    expect(details.getByRole('link', { name: '+91 100 000 0001' })).toHaveAttribute('href', 'tel:+911000000001');
    expect(details.getByRole('link', { name: '+91 100 000 0002' })).toBeInTheDocument();
    expect(details.getByRole('link', { name: 'office@school.test' })).toHaveAttribute('href', 'mailto:office@school.test');
    expect(screen.getByTitle('Map showing the location of Test Convent School')).toHaveAttribute('src', 'https://maps.example/embed');
  });
});
