import { clientAnswering } from '../testing';
import { signUpOrganization } from './organization-signup';

describe('organisation sign-up', () => {
  it('posts the organisation and its first user as one snake_case resource', async () => {
    const { client, sent } = clientAnswering({ data: { type: 'organizations', id: 'o1', attributes: { name: 'Buurthuis', status: 'pending' } } }, 201);
    const organization = await signUpOrganization(client, {
      organization: {
        name: 'Buurthuis',
        organizationType: 'NonProfit',
        phoneNumber: '038 123 45 67',
        address: { street: 'Dorpsstraat', houseNumber: '1', postalCode: '8011 AB', city: 'Zwolle' },
        profile: { nonProfitTypeId: 't1', activityTypeIds: ['a1'], showOnSocialMap: true },
      },
      user: {
        firstName: 'Ria',
        lastName: 'de Vries',
        email: 'ria@example.nl',
        jobTitle: 'Coördinator',
        password: 'een-lang-wachtwoord',
        passwordConfirmation: 'een-lang-wachtwoord',
        acceptTerms: true,
      },
    });
    expect(organization).toMatchObject({ id: 'o1', status: 'pending' });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/organizations/signup',
      contentType: 'application/vnd.api+json',
      body: {
        data: {
          type: 'organization_signups',
          attributes: {
            organization: {
              name: 'Buurthuis',
              organization_type: 'NonProfit',
              phone_number: '038 123 45 67',
              address: { street: 'Dorpsstraat', house_number: '1', postal_code: '8011 AB', city: 'Zwolle' },
              profile: { non_profit_type_id: 't1', activity_type_ids: ['a1'], show_on_social_map: true },
            },
            user: { first_name: 'Ria', job_title: 'Coördinator', password_confirmation: 'een-lang-wachtwoord', accept_terms: true },
          },
        },
      },
    });
  });
});
