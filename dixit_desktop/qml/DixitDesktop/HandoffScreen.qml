import QtQuick
import QtQuick.Layouts
import DixitDesktop.Backend

// The most-seen screen: the next player's name, huge, in their colour, with their rabbit and
// one button they press and hold. Nothing else that could leak.
FocusScope {
    id: screen
    objectName: "handoffScreen"

    Rectangle {   // the player's colour frames their screen
        anchors.fill: parent
        anchors.margins: Theme.px(10)
        color: "transparent"
        radius: Theme.radius * 1.5
        border.color: Table.handoffColour
        border.width: Math.max(6, Theme.px(12))
    }

    ColumnLayout {
        anchors.centerIn: parent
        width: parent.width - 4 * Theme.margin
        spacing: Theme.gap

        Item {   // the rabbit bobs gently, like a note being passed
            Layout.alignment: Qt.AlignHCenter
            implicitWidth: Math.min(Theme.px(180), screen.height * 0.25)
            implicitHeight: implicitWidth
            Rabbit {
                width: parent.width
                colour: Table.handoffColour
                symbol: Table.handoffSymbol
                name: Table.handoffName
                SequentialAnimation on y {
                    running: !Theme.reducedMotion
                    loops: Animation.Infinite
                    NumberAnimation { to: -Theme.px(10); duration: 700; easing.type: Easing.InOutSine }
                    NumberAnimation { to: 0; duration: 700; easing.type: Easing.InOutSine }
                }
            }
        }
        Text {
            objectName: "handoffTitle"
            Layout.alignment: Qt.AlignHCenter
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: qsTr("Pass to %1").arg(Table.handoffName)
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: Theme.fontTitle
            font.family: Theme.titleFont
            font.weight: Font.DemiBold
            font.pixelSize: Theme.fontHuge
            color: Table.handoffColour
            style: Text.Outline
            styleColor: Theme.nightDeep
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
        Text {
            Layout.alignment: Qt.AlignHCenter
            text: Table.handoffPurpose
            font.family: Theme.textFont
            font.pixelSize: Theme.fontLarge
            color: Theme.paper
        }
        Item { Layout.preferredHeight: Theme.gap }
        BigButton {
            id: iAm
            objectName: "iAmButton"
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredWidth: Math.min(screen.width - 4 * Theme.margin, Theme.px(520))
            Layout.preferredHeight: Theme.touch * 1.3
            tone: "colour"
            toneColour: Table.handoffColour
            toneInk: Table.handoffInk
            holdToActivate: true
            text: qsTr("I am %1").arg(Table.handoffName)
            focus: true
            onActivated: Table.confirmHandoff()
        }
        Text {
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Press and hold")
            font.family: Theme.textFont
            font.pixelSize: Theme.fontSmall
            color: Theme.moonlight
        }
    }
}
