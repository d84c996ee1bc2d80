// What the rest of the server uses of this group (decision 065): procedures,
// transports and scripts import from here, never from a file inside.
export { applicationChoices, carryOverIntakes, intakesOutOfSession, listIntakes, publicIntakes, saveIntake } from './intakes';
export { claimOffer, offerNextSeat, passLapsedOffers, waitlistOf } from './waitlist';
