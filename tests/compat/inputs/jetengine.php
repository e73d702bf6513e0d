<?php
/**
 * Golden inputs for JetEngine: the data its meta box form posts, saved by JetEngine's own save
 * handler (Cherry_X_Post_Meta::save_meta on save_post): switchers post "true"/"false", checkboxes
 * every option => "true"/"false" (even with "Save as array", which the save turns into the checked
 * keys), dates as the HTML inputs give them (the save turns is_timestamp ones into Unix time),
 * media "both" and its galleries as JSON, a map its "lat,lng" plus the hidden hash/lat/lng inputs its
 * control fills in, a repeater rows keyed item-0….
 *
 * @package SeedPress
 */

declare(strict_types=1);

require_once dirname( __DIR__ ) . '/sample-texts.php';

return static function ( array $r ): array {
	$url      = static fn( int $id ): string => (string) wp_get_attachment_url( $id );
	$both     = static fn( int $id ): array => array( 'id' => $id, 'url' => $url( $id ) );
	$location = '51.5033635,-0.1276248';
	$prefix   = md5( 'location' ); // Map_Field::get_field_prefix(): md5 of the field name.
	return seedpress_compat_sample_texts() + array(
		'price'         => '129',
		'birth_date'    => '1987-04-12',
		'release_date'  => '2026-03-01',
		'opening_time'  => '09:30',
		'event_start'   => '2026-06-15T19:30',
		'deadline'      => '2026-09-30T18:00',
		'is_featured'   => 'true',
		'size'          => 'm',
		'languages'     => array( 'en', 'fr' ),
		'amenities'     => array( 'wifi' => 'true', 'parking' => 'false', 'pool' => 'true', 'gym' => 'false' ),
		'tags'          => array( 'quiet' => 'true', 'central' => 'false', 'family' => 'true' ),
		'rating'        => '5',
		'brand_color'   => '#1e73be',
		'cover_image'   => (string) $r['image_1'],
		'brochure'      => $url( $r['file_1'] ),
		'hero_image'    => wp_json_encode( $both( $r['image_2'] ) ),
		'photo_gallery' => "{$r['image_1']},{$r['image_2']},{$r['image_3']}",
		'press_gallery' => wp_json_encode( array( $both( $r['image_1'] ), $both( $r['image_3'] ) ) ),
		'main_book'     => (string) $r['book_1'],
		'related_books' => array( (string) $r['book_2'], (string) $r['book_3'] ),
		'location'      => array(
			'location'          => $location,
			"{$prefix}_hash"    => md5( $location ),
			"{$prefix}_lat"     => '51.5033635',
			"{$prefix}_lng"     => '-0.1276248',
		),
		'year'          => '2019',
		'price_band'    => '350',
		'review_rating' => '4.5',
		'country'       => 'atlantis',
		'city'          => 'gotham',
		'cities'        => array( 'eldorado' => 'true', 'shangri-la' => 'false', '42' => 'true' ),
		'closing_time'  => '2026-06-30',
		'date'          => '18:45',
		'specs'         => array(
			'item-0' => array( 'spec_label' => 'Weight', 'spec_value' => '12', 'spec_date' => '2026-05-01' ),
			'item-1' => array( 'spec_label' => 'Width', 'spec_value' => '40', 'spec_date' => '2026-05-09' ),
		),
	);
};
