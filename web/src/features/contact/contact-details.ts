/** How to reach us, one definition for every page that shows it. */
export const contactDetails = {
  phoneDisplay: '+1 (212) 555-0147',
  phoneHref: 'tel:+12125550147',
  email: 'hello@sunwardgrouptravel.com',
  emailHref: 'mailto:hello@sunwardgrouptravel.com',
  hoursDays: 'Monday-Friday',
  hoursTime: '9:00 AM-5:00 PM',
  hoursNote: 'Eastern Time',
} as const;
