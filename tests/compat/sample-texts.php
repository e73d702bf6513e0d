<?php
/**
 * The text values every plugin's golden inputs share (tests/compat/inputs/*.php add their own
 * formats for the rest); a plugin without one of these fields simply never reads it.
 *
 * @package SeedPress
 */

declare(strict_types=1);

/** @return array<string, string> */
function seedpress_compat_sample_texts(): array {
	return array(
		'subtitle'      => 'A quiet room by the sea',
		'summary'       => "Two bedrooms, one view.\nWalking distance to the harbour.",
		'biography'     => '<p>Born in <strong>Lyon</strong>, Anna has run the house since 2009.</p>',
		'contact_email' => 'anna.martin@example.com',
		'website'       => 'https://example.com/anna',
		'phone'         => '+33 6 12 34 56 78',
		// The fields whose name means something other than their type asks for.
		'twitter'          => 'https://x.com/annamartin',
		'instagram_handle' => 'https://www.instagram.com/annamartin',
		'rd_csv_province'  => 'https://example.com/provinces/ontario',
		'phone_or_email'   => 'bookings@example.com',
		'opening_hour'     => '09:30',
		'description'      => 'Sea view, two rooms',
		'bio'              => 'Anna has run the house above the old port since 2009.',
	);
}
