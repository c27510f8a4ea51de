/** Why a deposit cannot be started or recorded: one wording for the start and the recording calls. */
export const depositAlreadyPaid = 'The deposit for this booking is already paid';
export const holdExpired = 'This booking’s hold has expired. Please book again.';
