import QtQuick
import DixitDesktop.Controls

// The magnifier in a card's corner: shows the card big. A control of its own, so that a tap
// on the card itself chooses it. The touch target is a full finger's size; the disc drawn
// inside it is a little smaller, to cover less of the picture. The factors of the disc below
// are the magnifier drawing's proportions.
Item {
    id: button
    property real disc: width * 0.78   // the drawn disc's size
    signal activated()
    width: Theme.touch
    height: Theme.touch
    Accessible.role: Accessible.Button
    Accessible.onPressAction: button.activated()

    Rectangle {
        id: disc
        anchors.centerIn: parent
        width: button.disc
        height: width
        radius: width / 2
        color: Theme.nightDeep
        opacity: tap.pressed ? 1 : 0.85
        border.color: Theme.paper
        border.width: Math.max(2, Theme.focusRing * 0.7)
        Rectangle {   // the lens
            x: disc.width * 0.2
            y: disc.height * 0.2
            width: disc.width * 0.42
            height: width
            radius: width / 2
            color: "transparent"
            border.color: Theme.paper
            border.width: Math.max(2, disc.width * 0.08)
        }
        Rectangle {   // the handle
            x: disc.width * 0.5
            y: disc.height * 0.66
            width: disc.width * 0.3
            height: Math.max(3, disc.width * 0.1)
            radius: height / 2
            rotation: 45
            color: Theme.paper
        }
    }
    TapHandler {
        id: tap
        gesturePolicy: TapHandler.ReleaseWithinBounds
        onTapped: button.activated()
    }
}
