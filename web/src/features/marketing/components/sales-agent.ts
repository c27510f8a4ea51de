/** Where financing questions go: the agency's bookings desk. */
export const SALES_AGENT_EMAIL = 'bookings@sunwardgrouptravel.com';

export const salesAgentMailto = `mailto:${SALES_AGENT_EMAIL}?subject=${encodeURIComponent('Paying for my trip over time')}`;
