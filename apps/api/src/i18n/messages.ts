import { acceptedLanguageTags, type Locale } from '@platform/contracts';

// Server-side texts: error titles and details, field messages, mails. Dutch is
// the source; the English catalog is typed by its keys, so a missing
// translation fails the type check. `{name}` placeholders are filled in by `translate`.
const nl = {
  'error.BAD_REQUEST.title': 'Ongeldig verzoek',
  'error.BAD_REQUEST.detail': 'Het verzoek kon niet worden verwerkt.',
  'error.MALFORMED_JSON.title': 'Ongeldige JSON',
  'error.MALFORMED_JSON.detail': 'De inhoud van het verzoek is geen geldige JSON.',
  'error.INVALID_DOCUMENT.title': 'Ongeldig document',
  'error.INVALID_DOCUMENT.detail': 'Het verzoek moet een JSON:API-document zijn met een data-object.',
  'error.INVALID_DOCUMENT.type_mismatch': 'Het type van de resource moet "{expected}" zijn.',
  'error.INVALID_DOCUMENT.id_mismatch': 'Het id in het document komt niet overeen met het id in de URL.',
  'error.INVALID_QUERY_PARAMETER.title': 'Ongeldige parameter',
  'error.INVALID_QUERY_PARAMETER.detail': 'De parameter "{parameter}" wordt niet ondersteund of heeft een ongeldige waarde.',
  'error.INVALID_QUERY_PARAMETER.unknown_place': 'De plaats "{place}" kennen we niet. Controleer de spelling of kies een plaats in de buurt.',
  'error.INVALID_QUERY_PARAMETER.feature_disabled': 'Dit soort vacature ({value}) is op deze website niet beschikbaar.',
  'error.INVALID_QUERY_PARAMETER.out_of_range': 'De parameter "{parameter}" moet tussen {min} en {max} liggen.',
  'error.INVALID_QUERY_PARAMETER.too_long': 'De parameter "{parameter}" mag hoogstens {max} tekens lang zijn.',
  'error.INVALID_QUERY_PARAMETER.needs_location':
    'De parameter "{parameter}" werkt alleen met een plaats (filter[place]) of een punt (filter[latitude] en filter[longitude]).',
  'error.INVALID_QUERY_PARAMETER.invalid_date': 'De parameter "{parameter}" moet een datum zijn, zoals 2026-12-01.',
  'error.INVALID_QUERY_PARAMETER.date_order': 'De einddatum in "{parameter}" ligt voor de begindatum.',
  'error.INVALID_QUERY_PARAMETER.required': 'De parameter "{parameter}" is verplicht.',
  'error.UNKNOWN_TENANT.title': 'Onbekende tenant',
  'error.UNKNOWN_TENANT.detail': 'De tenant "{tenant}" bestaat niet.',
  'error.INVALID_VOLUNTEER_CENTER.title': 'Onbekend vrijwilligerscentrum',
  'error.INVALID_VOLUNTEER_CENTER.detail': 'Het vrijwilligerscentrum in Volunteer-Center-Id hoort niet bij deze website.',
  'error.INVALID_HEADER.title': 'Ongeldige header',
  'error.INVALID_HEADER.detail': 'De header "{header}" heeft een ongeldige waarde.',
  'error.UNAUTHENTICATED.title': 'Niet ingelogd',
  'error.UNAUTHENTICATED.detail': 'Log in om verder te gaan.',
  'error.INVALID_CREDENTIALS.title': 'Inloggen mislukt',
  'error.INVALID_CREDENTIALS.detail': 'Ongeldige inloggegevens. Probeer het opnieuw.',
  'error.ACCOUNT_LOCKED.title': 'Tijdelijk geblokkeerd',
  'error.ACCOUNT_LOCKED.detail': 'Te veel mislukte pogingen. Probeer het over {minutes} minuten opnieuw.',
  'error.UNCONFIRMED.title': 'E-mailadres niet bevestigd',
  'error.UNCONFIRMED.detail': 'Bevestig eerst je e-mailadres via de link in de e-mail die we je stuurden.',
  'error.ACCOUNT_INACTIVE.title': 'Account niet actief',
  'error.ACCOUNT_INACTIVE.detail': 'Dit account is niet actief. Neem contact op met de beheerder van deze website.',
  'error.WRONG_CENTER.title': 'Ingelogd op de verkeerde website',
  'error.WRONG_CENTER.detail':
    'Dit account is geregistreerd bij een van de andere partners in de samenwerking (wrong center). Neem contact op met de beheerder van deze website.',
  'error.FORBIDDEN.title': 'Geen toegang',
  'error.FORBIDDEN.detail': 'Je hebt geen rechten om deze actie uit te voeren.',
  'error.FORBIDDEN.organization': 'Je mag niet namens deze organisatie handelen.',
  'error.FORBIDDEN.grant_admin': 'Alleen een beheerder mag de rol admin toekennen of afnemen.',
  'error.FORBIDDEN.self_delete': 'Je kunt je eigen account hier niet verwijderen.',
  'error.FORBIDDEN.self_status': 'Je kunt de status van je eigen account niet wijzigen.',
  'error.FORBIDDEN.internal_note': 'Alleen de schrijver van deze notitie of een beheerder mag haar wijzigen of verwijderen.',
  'error.FORBIDDEN.impersonate_self': 'Je kunt niet inloggen als jezelf.',
  'error.FORBIDDEN.impersonate_admin': 'Je kunt niet inloggen als een andere beheerder.',
  'error.FORBIDDEN.impersonate_inactive': 'Dit account kan niet inloggen (status {status}), dus je kunt er ook niet als inloggen.',
  'error.FORBIDDEN.impersonate_other_center':
    'Deze gebruiker hoort bij een ander vrijwilligerscentrum. Log in op de website van dat centrum om als deze gebruiker verder te gaan.',
  'error.FORBIDDEN.not_impersonating': 'Je bent niet als een andere gebruiker ingelogd.',
  'error.FORBIDDEN.impersonating': 'Dit kan niet terwijl je als een andere gebruiker bent ingelogd.',
  'error.FORBIDDEN.impersonating_credentials':
    'Een e-mailadres of wachtwoord kan niet worden gewijzigd terwijl je als een andere gebruiker bent ingelogd.',
  'error.NO_ORGANIZATION.title': 'Geen organisatie gevonden',
  'error.NO_ORGANIZATION.detail': 'Geen organisatie gevonden',
  'error.NOT_FOUND.title': 'Niet gevonden',
  'error.NOT_FOUND.detail': 'De gevraagde resource bestaat niet.',
  'error.NOT_FOUND.route': 'Deze URL bestaat niet: {method} {path}',
  'error.NOT_FOUND.session': 'Gebruiker niet gevonden of niet ingelogd.',
  'error.NOT_FOUND.activities_disabled': 'De activiteitenkalender is op deze website niet beschikbaar.',
  'error.NOT_ACCEPTABLE.title': 'Niet aanvaardbaar',
  'error.NOT_ACCEPTABLE.detail': 'De API antwoordt alleen met application/vnd.api+json zonder extra parameters.',
  'error.CONFLICT.title': 'Conflict',
  'error.CONFLICT.detail': 'De gegevens zijn intussen gewijzigd. Laad opnieuw en probeer het nog eens.',
  'error.ALREADY_APPLIED.title': 'Al aangemeld',
  'error.ALREADY_APPLIED.detail': 'Met dit e-mailadres is al een aanmelding voor deze vacature verstuurd.',
  'error.INVALID_TRANSITION.title': 'Niet mogelijk in deze status',
  'error.INVALID_TRANSITION.detail': 'De aanmelding kan niet van {from} naar {to} gaan.',
  'error.FEATURE_DISABLED.title': 'Niet beschikbaar',
  'error.FEATURE_DISABLED.detail': 'Deze functie is op deze website niet beschikbaar.',
  'error.FEATURE_DISABLED.organizations_moving': 'Organisaties verhuizen naar een andere vrijwilligerscentrale kan op deze website niet.',
  'error.ALREADY_MEMBER.title': 'Al lid',
  'error.ALREADY_MEMBER.detail': 'Deze gebruiker is al lid van de organisatie.',
  'error.LAST_SUPERUSER.title': 'Laatste beheerder',
  'error.LAST_SUPERUSER.detail': 'Een organisatie houdt minstens één beheerder. Maak eerst iemand anders beheerder.',
  'error.INVALID_TRANSITION.organization': 'De organisatie kan niet van {from} naar {to} gaan.',
  'error.INVALID_TRANSITION.user': 'De status van het account kan niet van {from} naar {to} gaan.',
  'error.INVALID_TRANSITION.user_invited':
    'Een uitgenodigd account wordt pas actief als de gebruiker de uitnodiging aanneemt en een wachtwoord kiest.',
  'error.PAYLOAD_TOO_LARGE.title': 'Verzoek te groot',
  'error.PAYLOAD_TOO_LARGE.detail': 'De inhoud van het verzoek is te groot.',
  'error.PAYLOAD_TOO_LARGE.upload': 'Een upload mag in totaal hoogstens {size} groot zijn.',
  'error.LENGTH_REQUIRED.title': 'Lengte ontbreekt',
  'error.LENGTH_REQUIRED.detail': 'Stuur een upload met een Content-Length-header.',
  'error.BAD_REQUEST.multipart': 'Het formulier (multipart/form-data) kon niet worden gelezen.',
  'error.UNSUPPORTED_MEDIA_TYPE.multipart': 'Stuur een upload als multipart/form-data.',
  'error.INVALID_FILE_TYPE.title': 'Ongeldig bestandstype',
  'error.INVALID_FILE_TYPE.detail': '{field} moet een afbeelding zijn: PNG, JPEG, WebP of GIF.',
  'error.INVALID_FILE_TYPE.unreadable': '{field} is beschadigd of geen afbeelding die we kunnen lezen.',
  'error.TOO_LARGE.title': 'Bestand te groot',
  'error.TOO_LARGE.detail': '{field} moet kleiner zijn dan {size}.',
  'error.TOO_LARGE.pixels': '{field} heeft te veel beeldpunten: hoogstens {megapixels} megapixel.',
  'error.UNSUPPORTED_MEDIA_TYPE.title': 'Niet-ondersteund inhoudstype',
  'error.UNSUPPORTED_MEDIA_TYPE.detail': 'Stuur de inhoud als application/vnd.api+json of application/json.',
  'error.VALIDATION_FAILED.title': 'Ongeldige invoer',
  'error.VALIDATION_FAILED.detail': 'Het formulier bevat fouten.',
  'error.RESET_CREDENTIALS_MISSING.title': 'Wachtwoord wijzigen mislukt',
  'error.RESET_CREDENTIALS_MISSING.detail':
    'Geef de uid, client en access-token, of het resetPasswordToken mee.',
  'error.INVALID_TOKEN.title': 'Ongeldige link',
  'error.INVALID_TOKEN.detail': 'Deze link is ongeldig, al gebruikt of verlopen. Vraag een nieuwe aan.',
  'error.ALREADY_CONFIRMED.title': 'Al bevestigd',
  'error.ALREADY_CONFIRMED.detail': 'Dit e-mailadres is al bevestigd.',
  'error.RATE_LIMITED.title': 'Te veel verzoeken',
  'error.RATE_LIMITED.detail': 'Je hebt te veel verzoeken gedaan. Probeer het over {seconds} seconden opnieuw.',
  'error.INTERNAL_ERROR.title': 'Er is iets misgegaan',
  'error.INTERNAL_ERROR.detail':
    'Er is een fout opgetreden. Probeer het later opnieuw of neem contact op met een beheerder.',
  'error.SERVICE_UNAVAILABLE.title': 'Tijdelijk niet beschikbaar',
  'error.SERVICE_UNAVAILABLE.detail': 'De database is niet bereikbaar.',

  'field.required': '{field} is verplicht.',
  'field.invalid': '{field} is niet geldig.',
  'field.invalid_type': '{field} heeft het verkeerde type.',
  'field.invalid_email': '{field} is geen geldig e-mailadres.',
  'field.invalid_url': '{field} is geen geldige URL.',
  'field.invalid_choice': '{field} moet een van deze waarden zijn: {options}.',
  'field.too_short': '{field} moet minstens {min} tekens lang zijn.',
  'field.too_long': '{field} mag hoogstens {max} tekens lang zijn.',
  'field.too_small': '{field} moet minstens {min} zijn.',
  'field.too_large': '{field} mag hoogstens {max} zijn.',
  'field.unknown_attribute': '{field} is geen bekend veld.',
  'field.read_only': '{field} kan hier niet worden gewijzigd.',
  'field.confirmation_mismatch': '{field} komt niet overeen met het wachtwoord.',
  'field.taken': '{field} is al in gebruik.',
  'field.wrong_password': '{field} klopt niet.',
  'field.in_the_past': '{field} moet in de toekomst liggen.',
  'field.feature_disabled': '{field}: dit soort vacature is op deze website niet beschikbaar.',
  'field.invalid_transition': '{field} kan niet van {from} naar {to} gaan.',
  'field.organization_not_approved': 'De organisatie moet goedgekeurd zijn voordat de vacature gepubliceerd wordt.',
  'field.invalid_recurrence_rule':
    '{field} is geen herhaling die we kennen, of valt nooit op een datum (voorbeeld: FREQ=WEEKLY;BYDAY=TU voor elke dinsdag).',
  'field.only_for_regular_activities': '{field} hoort alleen bij een activiteit die regelmatig plaatsvindt.',
  'field.unknown_user': '{field}: er is geen gebruiker met deze gegevens bij deze vrijwilligerscentrale.',
  'field.same_center': '{field}: de organisatie hoort al bij deze vrijwilligerscentrale.',
  'field.not_own_upload': '{field} moet een afbeelding van de juiste soort zijn die voor deze vrijwilligerscentrale is geüpload.',
  'field.not_own_email': '{field} moet het e-mailadres van je account zijn: ingelogd solliciteer je als jezelf.',
  'field.reserved': '{field} is het adres van een pagina van de website zelf; kies een ander.',

  'auth.password_reset_sent':
    'Als er een account bestaat voor {email}, ontvang je een e-mail met instructies om je wachtwoord opnieuw in te stellen.',
  'auth.password_updated': 'Je wachtwoord is gewijzigd.',
  'auth.signed_up': 'Je account is aangemaakt. Bevestig je e-mailadres via de link in de e-mail die we je stuurden.',

  'mail.greeting': 'Beste {name},',
  'mail.greeting_anonymous': 'Hallo,',
  'mail.signature': 'Met vriendelijke groet,\n{center}',
  'mail.confirmation.subject': 'Bevestig je e-mailadres bij {center}',
  'mail.confirmation.body':
    'Welkom bij {center}! Bevestig je e-mailadres door op deze link te klikken:\n\n{link}\n\nDe link is {days} dagen geldig. Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.',
  'mail.reset.subject': 'Nieuw wachtwoord instellen bij {center}',
  'mail.reset.body':
    'Je hebt gevraagd om een nieuw wachtwoord. Stel het in via deze link:\n\n{link}\n\nDe link is {hours} uur geldig en werkt één keer. Heb je dit niet gevraagd? Dan hoef je niets te doen; je wachtwoord blijft hetzelfde.',
  'mail.invitation.subject': 'Je bent uitgenodigd voor {center}',
  'mail.invitation.body':
    'Er is een account voor je aangemaakt bij {center}. Kies je wachtwoord via deze link:\n\n{link}\n\nDe link is {days} dagen geldig.',
  'mail.email_change.subject': 'Je e-mailadres bij {center} wordt gewijzigd',
  'mail.email_change.body_self':
    'Er is gevraagd om het e-mailadres van je account te wijzigen in {email}. De wijziging gaat in zodra dat adres is bevestigd.\n\nHeb jij dit niet gedaan? Wijzig dan meteen je wachtwoord en neem contact op met {center}.',
  'mail.email_change.body_staff':
    'Een {role} van {center} heeft het e-mailadres van je account gewijzigd in {email}. De wijziging gaat in zodra dat adres is bevestigd.\n\nKlopt dit niet? Neem dan contact op met {center}.',
  'mail.staff_role.admin': 'beheerder',
  'mail.staff_role.center_superuser': 'coördinator',
  'mail.already_registered.subject': 'Je hebt al een account bij {center}',
  'mail.already_registered.body':
    'Iemand probeerde zich met dit e-mailadres aan te melden bij {center}, maar er bestaat al een account. Log in of stel een nieuw wachtwoord in via:\n\n{link}\n\nWas jij dit niet? Dan kun je deze e-mail negeren.',
  'mail.application_received.subject': 'Nieuwe aanmelding voor {vacancy}',
  'mail.application_received.body':
    '{applicant} heeft zich aangemeld voor de vacature "{vacancy}" van {organization}.\n\nE-mail: {email}\nTelefoon: {phone}\n\nBericht:\n{message}\n\nBekijk en beantwoord de aanmelding in het portaal:\n{link}',
  'mail.application_received.no_phone': 'niet opgegeven',
  'mail.application_received.no_message': '(geen bericht)',
  'mail.application_confirmation.subject': 'Je aanmelding voor {vacancy}',
  'mail.application_confirmation.body':
    'Bedankt voor je aanmelding voor de vacature "{vacancy}" van {organization}. We hebben je aanmelding doorgestuurd; de organisatie neemt contact met je op.\n\nDe vacature: {link}',
  'mail.application_accepted.subject': 'Je aanmelding voor {vacancy} is geaccepteerd',
  'mail.application_accepted.body':
    'Goed nieuws: {organization} heeft je aanmelding voor de vacature "{vacancy}" geaccepteerd. De organisatie neemt contact met je op over de volgende stappen.',
  'mail.application_rejected.subject': 'Je aanmelding voor {vacancy}',
  'mail.application_rejected.body':
    '{organization} heeft je aanmelding voor de vacature "{vacancy}" helaas niet geaccepteerd.{reason}\n\nBedankt voor je interesse. Misschien past een van onze andere vacatures bij je: {link}',
  'mail.application_rejected.reason': '\n\nToelichting van de organisatie:\n{reason}',
  'mail.organization_approved.subject': '{organization} is goedgekeurd',
  'mail.organization_approved.body':
    'Goed nieuws: {center} heeft {organization} goedgekeurd.{reason}\n\nLog in op het portaal om vacatures te plaatsen:\n{link}',
  'mail.organization_denied.subject': 'Aanmelding van {organization}',
  'mail.organization_denied.body':
    '{center} heeft de aanmelding van {organization} helaas niet goedgekeurd.{reason}\n\nHeb je vragen? Neem dan contact op met {center}.',
  'mail.organization_decision.reason': '\n\nToelichting:\n{reason}',
  'mail.organization_signup.subject': 'Nieuwe aanmelding van een organisatie: {organization}',
  'mail.organization_signup.body':
    '{organization} heeft zich aangemeld bij {center} en wacht op goedkeuring.\n\nAangemeld door: {user} ({email})\nPlaats: {city}\n\nBeoordeel de aanmelding in het portaal:\n{link}',
  'mail.organization_signup.no_city': 'niet opgegeven',

  'calendar.name': 'Activiteiten van {center}',
  'calendar.description': 'Activiteiten van vrijwilligersorganisaties bij {center}.',
} as const;

export type MessageKey = keyof typeof nl;

const en: Record<MessageKey, string> = {
  'error.BAD_REQUEST.title': 'Bad request',
  'error.BAD_REQUEST.detail': 'The request could not be processed.',
  'error.MALFORMED_JSON.title': 'Malformed JSON',
  'error.MALFORMED_JSON.detail': 'The request body is not valid JSON.',
  'error.INVALID_DOCUMENT.title': 'Invalid document',
  'error.INVALID_DOCUMENT.detail': 'The request must be a JSON:API document with a data object.',
  'error.INVALID_DOCUMENT.type_mismatch': 'The resource type must be "{expected}".',
  'error.INVALID_DOCUMENT.id_mismatch': 'The id in the document does not match the id in the URL.',
  'error.INVALID_QUERY_PARAMETER.title': 'Invalid parameter',
  'error.INVALID_QUERY_PARAMETER.detail': 'The parameter "{parameter}" is not supported or has an invalid value.',
  'error.INVALID_QUERY_PARAMETER.unknown_place': 'We do not know the place "{place}". Check the spelling or choose a place nearby.',
  'error.INVALID_QUERY_PARAMETER.feature_disabled': 'This kind of vacancy ({value}) is not available on this site.',
  'error.INVALID_QUERY_PARAMETER.out_of_range': 'The parameter "{parameter}" must be between {min} and {max}.',
  'error.INVALID_QUERY_PARAMETER.too_long': 'The parameter "{parameter}" must be at most {max} characters long.',
  'error.INVALID_QUERY_PARAMETER.needs_location':
    'The parameter "{parameter}" only works with a place (filter[place]) or a point (filter[latitude] and filter[longitude]).',
  'error.INVALID_QUERY_PARAMETER.invalid_date': 'The parameter "{parameter}" must be a date such as 2026-12-01.',
  'error.INVALID_QUERY_PARAMETER.date_order': 'The end date in "{parameter}" is before the start date.',
  'error.INVALID_QUERY_PARAMETER.required': 'The parameter "{parameter}" is required.',
  'error.UNKNOWN_TENANT.title': 'Unknown tenant',
  'error.UNKNOWN_TENANT.detail': 'The tenant "{tenant}" does not exist.',
  'error.INVALID_VOLUNTEER_CENTER.title': 'Unknown volunteer centre',
  'error.INVALID_VOLUNTEER_CENTER.detail': 'The volunteer centre in Volunteer-Center-Id does not belong to this website.',
  'error.INVALID_HEADER.title': 'Invalid header',
  'error.INVALID_HEADER.detail': 'The header "{header}" has an invalid value.',
  'error.UNAUTHENTICATED.title': 'Not signed in',
  'error.UNAUTHENTICATED.detail': 'Please sign in to continue.',
  'error.INVALID_CREDENTIALS.title': 'Sign-in failed',
  'error.INVALID_CREDENTIALS.detail': 'Invalid login credentials. Please try again.',
  'error.ACCOUNT_LOCKED.title': 'Temporarily locked',
  'error.ACCOUNT_LOCKED.detail': 'Too many failed attempts. Please try again in {minutes} minutes.',
  'error.UNCONFIRMED.title': 'E-mail address not confirmed',
  'error.UNCONFIRMED.detail': 'Please confirm your e-mail address first, using the link in the e-mail we sent you.',
  'error.ACCOUNT_INACTIVE.title': 'Account not active',
  'error.ACCOUNT_INACTIVE.detail': 'This account is not active. Please contact the administrator of this website.',
  'error.WRONG_CENTER.title': 'Logged in to the wrong website',
  'error.WRONG_CENTER.detail':
    'This user account is registered with one of the other partners in the collaboration (wrong center). Please contact the administrator of this website.',
  'error.FORBIDDEN.title': 'Forbidden',
  'error.FORBIDDEN.detail': "You don't have access rights to execute this action",
  'error.FORBIDDEN.organization': 'You may not act on behalf of this organisation.',
  'error.FORBIDDEN.grant_admin': 'Only an administrator may grant or revoke the admin role.',
  'error.FORBIDDEN.self_delete': 'You cannot delete your own account here.',
  'error.FORBIDDEN.self_status': 'You cannot change the status of your own account.',
  'error.FORBIDDEN.internal_note': 'Only the author of this note or an administrator may change or delete it.',
  'error.FORBIDDEN.impersonate_self': 'You cannot sign in as yourself.',
  'error.FORBIDDEN.impersonate_admin': 'You cannot sign in as another administrator.',
  'error.FORBIDDEN.impersonate_inactive': 'This account cannot sign in (status {status}), so you cannot sign in as it either.',
  'error.FORBIDDEN.impersonate_other_center':
    "This user belongs to another volunteer centre. Sign in on that centre's website to continue as this user.",
  'error.FORBIDDEN.not_impersonating': 'You are not signed in as another user.',
  'error.FORBIDDEN.impersonating': 'This is not possible while you are signed in as another user.',
  'error.FORBIDDEN.impersonating_credentials':
    'An e-mail address or password cannot be changed while you are signed in as another user.',
  'error.NO_ORGANIZATION.title': 'No organisation found',
  'error.NO_ORGANIZATION.detail': 'No organisation found',
  'error.NOT_FOUND.title': 'Not found',
  'error.NOT_FOUND.detail': 'The requested resource does not exist.',
  'error.NOT_FOUND.route': 'This URL does not exist: {method} {path}',
  'error.NOT_FOUND.session': 'User was not found or was not logged in.',
  'error.NOT_FOUND.activities_disabled': 'The activity calendar is not available on this site.',
  'error.NOT_ACCEPTABLE.title': 'Not acceptable',
  'error.NOT_ACCEPTABLE.detail': 'The API only answers with application/vnd.api+json without extra parameters.',
  'error.CONFLICT.title': 'Conflict',
  'error.CONFLICT.detail': 'The data has changed in the meantime. Reload and try again.',
  'error.ALREADY_APPLIED.title': 'Already applied',
  'error.ALREADY_APPLIED.detail': 'An application for this vacancy has already been sent with this e-mail address.',
  'error.INVALID_TRANSITION.title': 'Not possible in this status',
  'error.INVALID_TRANSITION.detail': 'The application cannot go from {from} to {to}.',
  'error.FEATURE_DISABLED.title': 'Not available',
  'error.FEATURE_DISABLED.detail': 'This feature is not available on this site.',
  'error.FEATURE_DISABLED.organizations_moving': 'Organisations cannot be moved to another volunteer centre on this site.',
  'error.ALREADY_MEMBER.title': 'Already a member',
  'error.ALREADY_MEMBER.detail': 'This user is already a member of the organisation.',
  'error.LAST_SUPERUSER.title': 'Last manager',
  'error.LAST_SUPERUSER.detail': 'An organisation keeps at least one manager. Make someone else a manager first.',
  'error.INVALID_TRANSITION.organization': 'The organisation cannot go from {from} to {to}.',
  'error.INVALID_TRANSITION.user': "The account's status cannot go from {from} to {to}.",
  'error.INVALID_TRANSITION.user_invited':
    'An invited account becomes active only when the user accepts the invitation and chooses a password.',
  'error.PAYLOAD_TOO_LARGE.title': 'Request too large',
  'error.PAYLOAD_TOO_LARGE.detail': 'The request body is too large.',
  'error.PAYLOAD_TOO_LARGE.upload': 'An upload may be at most {size} in all.',
  'error.LENGTH_REQUIRED.title': 'Length required',
  'error.LENGTH_REQUIRED.detail': 'Send an upload with a Content-Length header.',
  'error.BAD_REQUEST.multipart': 'The form (multipart/form-data) could not be read.',
  'error.UNSUPPORTED_MEDIA_TYPE.multipart': 'Send an upload as multipart/form-data.',
  'error.INVALID_FILE_TYPE.title': 'Invalid file type',
  'error.INVALID_FILE_TYPE.detail': '{field} must be an image: PNG, JPEG, WebP or GIF.',
  'error.INVALID_FILE_TYPE.unreadable': '{field} is damaged or not an image we can read.',
  'error.TOO_LARGE.title': 'File too large',
  'error.TOO_LARGE.detail': '{field} must be smaller than {size}.',
  'error.TOO_LARGE.pixels': '{field} has too many pixels: at most {megapixels} megapixels.',
  'error.UNSUPPORTED_MEDIA_TYPE.title': 'Unsupported media type',
  'error.UNSUPPORTED_MEDIA_TYPE.detail': 'Send the body as application/vnd.api+json or application/json.',
  'error.VALIDATION_FAILED.title': 'Invalid input',
  'error.VALIDATION_FAILED.detail': 'The form contains errors',
  'error.RESET_CREDENTIALS_MISSING.title': 'Password change failed',
  'error.RESET_CREDENTIALS_MISSING.detail':
    'You must provide either the uid, client and accessToken or the resetPasswordToken',
  'error.INVALID_TOKEN.title': 'Invalid link',
  'error.INVALID_TOKEN.detail': 'This link is invalid, already used or expired. Please request a new one.',
  'error.ALREADY_CONFIRMED.title': 'Already confirmed',
  'error.ALREADY_CONFIRMED.detail': 'This e-mail address has already been confirmed.',
  'error.RATE_LIMITED.title': 'Too many requests',
  'error.RATE_LIMITED.detail': 'You have made too many requests. Please try again in {seconds} seconds.',
  'error.INTERNAL_ERROR.title': 'Something went wrong',
  'error.INTERNAL_ERROR.detail':
    'An error has occurred. If the problem persists, please contact a system administrator or try again later.',
  'error.SERVICE_UNAVAILABLE.title': 'Temporarily unavailable',
  'error.SERVICE_UNAVAILABLE.detail': 'The database cannot be reached.',

  'field.required': '{field} is required.',
  'field.invalid': '{field} is not valid.',
  'field.invalid_type': '{field} has the wrong type.',
  'field.invalid_email': '{field} is not a valid e-mail address.',
  'field.invalid_url': '{field} is not a valid URL.',
  'field.invalid_choice': '{field} must be one of: {options}.',
  'field.too_short': '{field} must be at least {min} characters long.',
  'field.too_long': '{field} must be at most {max} characters long.',
  'field.too_small': '{field} must be at least {min}.',
  'field.too_large': '{field} must be at most {max}.',
  'field.unknown_attribute': '{field} is not a known field.',
  'field.read_only': '{field} cannot be changed here.',
  'field.confirmation_mismatch': '{field} does not match the password.',
  'field.taken': '{field} is already in use.',
  'field.wrong_password': '{field} is not correct.',
  'field.in_the_past': '{field} must be in the future.',
  'field.feature_disabled': '{field}: this kind of vacancy is not available on this site.',
  'field.invalid_transition': '{field} cannot go from {from} to {to}.',
  'field.organization_not_approved': 'The organisation must be approved before the vacancy is published.',
  'field.invalid_recurrence_rule':
    '{field} is not a repetition we support, or never falls on a date (example: FREQ=WEEKLY;BYDAY=TU for every Tuesday).',
  'field.only_for_regular_activities': '{field} belongs only to an activity that takes place regularly.',
  'field.unknown_user': '{field}: there is no user with these details at this volunteer centre.',
  'field.same_center': '{field}: the organisation already belongs to this volunteer centre.',
  'field.not_own_upload': '{field} must be an image of the right kind uploaded for this volunteer centre.',
  'field.not_own_email': '{field} must be the e-mail address of your account: signed in, you apply as yourself.',
  'field.reserved': '{field} is the address of one of the site’s own pages; choose another.',

  'auth.password_reset_sent':
    'If an account exists for {email}, you will receive an e-mail with instructions to reset your password.',
  'auth.password_updated': 'Your password has been successfully updated.',
  'auth.signed_up': 'Your account has been created. Please confirm your e-mail address using the link we sent you.',

  'mail.greeting': 'Dear {name},',
  'mail.greeting_anonymous': 'Hello,',
  'mail.signature': 'Kind regards,\n{center}',
  'mail.confirmation.subject': 'Confirm your e-mail address at {center}',
  'mail.confirmation.body':
    'Welcome to {center}! Please confirm your e-mail address by following this link:\n\n{link}\n\nThe link is valid for {days} days. Did not create an account? Then you can ignore this e-mail.',
  'mail.reset.subject': 'Set a new password at {center}',
  'mail.reset.body':
    'You asked for a new password. Set it using this link:\n\n{link}\n\nThe link is valid for {hours} hours and works once. Did not ask for this? Then you need not do anything; your password stays the same.',
  'mail.invitation.subject': 'You are invited to {center}',
  'mail.invitation.body':
    'An account has been created for you at {center}. Choose your password using this link:\n\n{link}\n\nThe link is valid for {days} days.',
  'mail.email_change.subject': 'Your e-mail address at {center} is being changed',
  'mail.email_change.body_self':
    'Someone asked to change the e-mail address of your account to {email}. The change takes effect once that address is confirmed.\n\nWas this not you? Then change your password right away and contact {center}.',
  'mail.email_change.body_staff':
    'An {role} of {center} changed the e-mail address of your account to {email}. The change takes effect once that address is confirmed.\n\nIs this not right? Then contact {center}.',
  'mail.staff_role.admin': 'administrator',
  'mail.staff_role.center_superuser': 'coordinator',
  'mail.already_registered.subject': 'You already have an account at {center}',
  'mail.already_registered.body':
    'Someone tried to sign up at {center} with this e-mail address, but an account already exists. Sign in, or set a new password using:\n\n{link}\n\nWas this not you? Then you can ignore this e-mail.',
  'mail.application_received.subject': 'New application for {vacancy}',
  'mail.application_received.body':
    '{applicant} has applied for the vacancy "{vacancy}" of {organization}.\n\nE-mail: {email}\nPhone: {phone}\n\nMessage:\n{message}\n\nView and answer the application in the portal:\n{link}',
  'mail.application_received.no_phone': 'not given',
  'mail.application_received.no_message': '(no message)',
  'mail.application_confirmation.subject': 'Your application for {vacancy}',
  'mail.application_confirmation.body':
    'Thank you for applying for the vacancy "{vacancy}" of {organization}. We have passed your application on; the organisation will contact you.\n\nThe vacancy: {link}',
  'mail.application_accepted.subject': 'Your application for {vacancy} has been accepted',
  'mail.application_accepted.body':
    'Good news: {organization} has accepted your application for the vacancy "{vacancy}". The organisation will contact you about the next steps.',
  'mail.application_rejected.subject': 'Your application for {vacancy}',
  'mail.application_rejected.body':
    'Unfortunately {organization} has not accepted your application for the vacancy "{vacancy}".{reason}\n\nThank you for your interest. Perhaps one of our other vacancies suits you: {link}',
  'mail.application_rejected.reason': '\n\nThe organisation added:\n{reason}',
  'mail.organization_approved.subject': '{organization} has been approved',
  'mail.organization_approved.body':
    'Good news: {center} has approved {organization}.{reason}\n\nSign in to the portal to publish vacancies:\n{link}',
  'mail.organization_denied.subject': 'Registration of {organization}',
  'mail.organization_denied.body':
    'Unfortunately {center} has not approved the registration of {organization}.{reason}\n\nIf you have questions, please contact {center}.',
  'mail.organization_decision.reason': '\n\nExplanation:\n{reason}',
  'mail.organization_signup.subject': 'New organisation registration: {organization}',
  'mail.organization_signup.body':
    '{organization} has registered with {center} and awaits approval.\n\nRegistered by: {user} ({email})\nPlace: {city}\n\nReview the registration in the portal:\n{link}',
  'mail.organization_signup.no_city': 'not given',

  'calendar.name': 'Activities of {center}',
  'calendar.description': 'Activities of volunteer organisations at {center}.',
};

const catalogs: Record<Locale, Record<MessageKey, string>> = { nl, en };

/** The text for `key` in `locale`, with `{name}` placeholders filled in. */
export function translate(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  return catalogs[locale][key].replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

export function hasMessage(key: string): key is MessageKey {
  return key in nl;
}

/**
 * Picks nl or en from an Accept-Language header by quality; Dutch when the
 * header names neither (the product's default language).
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  const languages = acceptedLanguageTags(header).map((tag) => tag.toLowerCase().split('-')[0]);
  return languages.find((language): language is Locale => language === 'nl' || language === 'en') ?? 'nl';
}
