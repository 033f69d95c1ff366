import { clientAnswering } from '../testing';
import { deleteOwnAccount } from './personal-data';

describe('deleting one’s own account', () => {
  it('sends the password as a JSON:API users document on DELETE /current_user, snake_cased', async () => {
    const { client, sent } = clientAnswering({});
    await deleteOwnAccount(client, 'mijn-geheime-wachtwoord');
    expect(sent).toEqual([
      {
        method: 'DELETE',
        url: '/api/v1/current_user',
        contentType: 'application/json',
        body: {
          data: { type: 'users', attributes: { current_password: 'mijn-geheime-wachtwoord' } },
        },
      },
    ]);
  });

  it('throws the API’s refusal (a wrong password) so the form can show it on its field', async () => {
    const refusal = {
      errors: [
        {
          status: '422',
          code: 'VALIDATION_FAILED',
          source: { pointer: '/data/attributes/current_password' },
          meta: { reason: 'wrong_password' },
        },
      ],
    };
    const { client } = clientAnswering(refusal, 422);
    await expect(deleteOwnAccount(client, 'fout')).rejects.toMatchObject({ status: 422 });
  });
});
